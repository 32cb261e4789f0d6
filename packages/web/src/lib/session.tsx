import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hasPermission,
  isAdmin,
  REFRESH_INTERVAL_MS,
  type BotInstance,
  type DiscordChannel,
  type DiscordRole,
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
  channels: DiscordChannel[];
  categories: DiscordChannel[];
  roles: DiscordRole[];
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

  const list = useMemo(() => instances.data ?? [], [instances.data]);
  // SPEC 4: keep the current instance if still present, else the first, else none.
  const bot = list.find((b) => b.id === selected) ?? list[0] ?? null;
  useEffect(() => {
    if (bot && bot.id !== selected) {
      window.localStorage.setItem(selectedKey, String(bot.id));
      setSelected(bot.id);
    }
  }, [bot, selected]);

  const botId = bot?.id;
  const guild = <T,>(kind: 'channels' | 'categories' | 'roles', queryFn: (id: number) => Promise<T>) =>
    ({
      queryKey: sessionKeys.guild(kind, botId),
      queryFn: () => queryFn(botId!),
      enabled: enabled && !!botId,
      staleTime: 60_000,
    }) as const;
  const byId = (id: number) => ({ params: { query: { id } } });
  const channels = useQuery(guild('channels', (id) => data(api.GET('/api/bots/channels', byId(id)))));
  const categories = useQuery(guild('categories', (id) => data(api.GET('/api/bots/categories', byId(id)))));
  const roles = useQuery(guild('roles', (id) => data(api.GET('/api/bots/roles', byId(id)))));

  const value: Session = {
    token,
    loggedIn: !!token,
    ready,
    user: user.data ?? null,
    userError: user.data ? null : user.error,
    retry: () => void qc.invalidateQueries(),
    isAdmin: isAdmin(user.data),
    instances: list,
    instancesLoaded: instances.isFetched || !enabled,
    bot,
    selectBot: (id) => {
      window.localStorage.setItem(selectedKey, String(id));
      setSelected(id);
      void qc.invalidateQueries({ queryKey: botKeys.all });
    },
    limits: bot ? (limits.data?.[String(bot.id)] ?? null) : null,
    notifications: notifications.data ?? [],
    channels: channels.data ?? [],
    categories: categories.data ?? [],
    roles: roles.data ?? [],
    can: (p) => !!user.data && hasPermission(user.data, bot, p),
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
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
