import { messages } from '@asa/domain';
import { useToast } from './toast';

/**
 * Puts a text on the clipboard and says so in a toast: 'Copied to clipboard' for 2 seconds (SPEC: the
 * clipboard toast). The clipboard works only in a secure context (https, or localhost).
 */
export function useCopy() {
  const toast = useToast();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ severity: 'success', message: messages.copied });
    } catch {
      toast({
        severity: 'error',
        title: messages.errorTitle,
        message: 'The clipboard needs a secure (https) connection.',
      });
    }
  };
}
