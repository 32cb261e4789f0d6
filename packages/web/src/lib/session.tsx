import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hasPermission,
  isAdmin,
  REFRESH_INTERVAL_MS,
  type BotInstance,
  type Limits,
  type Notification,
  type PermissionName,
  type User,
} from '@asa/domain';
import { api, data, getToken, tokenKey } from './api';
import { botKeys, publicKeys, sessionKeys } from './query-keys';

interface Session {
  token: string;
  loggedIn: boolean;
  /** False until the stored token was verified at start. */
  ready: boolean;
  user: User | null;
  /** Set when the current user could not be loaded (server down, not a logged-out token). */
  userError: Error | null;
  retry(): void;
  isAdmin: boolean;
  instances: BotInstance[];
  instancesLoaded: boolean;
  bot: BotInstance | null;
  selectBot(id: number): void;
  limits: Limits | null;
  notifications: Notification[];
  can(permission: PermissionName): boolean;
  login(token: string): void;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
const selectedKey = 'selectedBot';

export function SessionProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const [token, setToken] = useState(getToken);
  const [ready, setReady] = useState(!getToken());
  const [selected, setSelected] = useState<number>(() =>
    Number(window.localStorage.getItem(selectedKey) ?? 0),
  );

  const clear = useCallback(() => {
    window.localStorage.removeItem(tokenKey);
    setToken('');
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== publicKeys.all[0] });
  }, [qc]);

  // SPEC 4: the stored token is verified at start; an invalid one logs out.
  useEffect(() => {
    if (!token || ready) return;
    data(api.GET('/api/auth/management/verifyLogin', { params: { query: { token } } }))
      .then((ok) => {
        if (!ok) clear();
      })
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [token, ready, clear]);

  const enabled = !!token && ready;
  const refetchInterval = REFRESH_INTERVAL_MS;
  const user = useQuery({
    queryKey: sessionKeys.user,
    queryFn: () => data(api.GET('/api/user/self')),
    enabled,
    refetchInterval,
  });
  const instances = useQuery({
    queryKey: sessionKeys.instances(user.data?.id),
    queryFn: () => data(api.GET('/api/bots/forDiscordUser')),
    enabled: enabled && !!user.data,
    refetchInterval,
  });
  const limits = useQuery({
    queryKey: sessionKeys.limits(user.data?.id),
    queryFn: () => data(api.GET('/api/bots/limits')),
    enabled: enabled && !!user.data,
    refetchInterval,
  });
  const notifications = useQuery({
    queryKey: sessionKeys.notifications,
    queryFn: () => data(api.GET('/api/notification')),
    enabled,
    refetchInterval,
  });
  useEffect(() => {
    if (user.error && (user.error as { status?: number }).status === 401) clear();
  }, [user.error, clear]);
  // SPEC 8: when limits cannot be fetched the user is logged out.
  useEffect(() => {
    if (limits.error) clear();
  }, [limits.error, clear]);

  // The query answers reach the pages as a deferred value: React renders their effect in the background, in
  // slices, instead of one long task per answer (docs/performance.md "Lighthouse"). The token, the readiness
  // and the selected instance are not deferred: a login followed by a navigation must see itself at once.
  const answers = useDeferredValue(
    useMemo(
      () => ({
        user: user.data,
        userError: user.error,
        instances: instances.data,
        instancesFetched: instances.isFetched,
        limits: limits.data,
        notifications: notifications.data,
      }),
      [user.data, user.error, instances.data, instances.isFetched, limits.data, notifications.data],
    ),
  );

  const list = useMemo(() => answers.instances ?? [], [answers.instances]);
  // SPEC 4: keep the current instance if still present, else the first, else none.
  const bot = list.find((b) => b.id === selected) ?? list[0] ?? null;
  useEffect(() => {
    if (bot && bot.id !== selected) {
      window.localStorage.setItem(selectedKey, String(bot.id));
      setSelected(bot.id);
    }
  }, [bot, selected]);

  const value = useMemo<Session>(() => {
    const me = answers.user ?? null;
    return {
      token,
      loggedIn: !!token,
      ready,
      user: me,
      userError: me ? null : answers.userError,
      retry: () => void qc.invalidateQueries(),
      isAdmin: isAdmin(me),
      instances: list,
      instancesLoaded: answers.instancesFetched || !enabled,
      bot,
      selectBot: (id) => {
        window.localStorage.setItem(selectedKey, String(id));
        setSelected(id);
        void qc.invalidateQueries({ queryKey: botKeys.all });
      },
      limits: bot ? (answers.limits?.[String(bot.id)] ?? null) : null,
      notifications: answers.notifications ?? [],
      can: (p) => !!me && hasPermission(me, bot, p),
      login: (t) => {
        window.localStorage.setItem(tokenKey, t);
        setToken(t);
        setReady(true);
      },
      logout: async () => {
        try {
          await data(api.POST('/api/auth/logout'));
        } catch {
          /* the token may already be gone */
        }
        clear();
      },
    };
  }, [token, ready, answers, list, enabled, bot, qc, clear]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
