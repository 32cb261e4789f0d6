import { useState } from 'react';
import { messages } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';

export interface RconTarget {
  /** The instance the test is for (Servers_Edit on it is required). */
  botId: number;
  host: string;
  port: number;
  password: string;
  /** With a stored server the masked password stands for the stored one (same host and port only). */
  serverId?: number;
}

/** POST /api/rcon/test with the spec's toasts: 'Success!' or a red 'Error' with the server's message. */
export function useRconTest() {
  const toast = useToast();
  const [testing, setTesting] = useState(false);
  const test = async (target: RconTarget) => {
    setTesting(true);
    try {
      const r = await data(api.POST('/api/rcon/test', { body: target }));
      if (r.success)
        toast({ severity: 'success', title: messages.rconSuccessTitle, message: messages.rconSuccess });
      else
        toast({
          severity: 'error',
          title: messages.errorTitle,
          message: r.message || messages.rconUnknownError,
        });
    } catch (e) {
      toast({ severity: 'error', title: messages.errorTitle, message: (e as Error).message });
    } finally {
      setTesting(false);
    }
  };
  return { test, testing };
}
