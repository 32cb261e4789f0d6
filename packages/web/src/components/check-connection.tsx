import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useCommonT } from '../lib/common-texts';

/** One saved key's answer (vote sites check each key). */
export interface KeyCheck {
  key: string;
  ok: boolean;
  text: string;
}
type Outcome = { answer: string | KeyCheck[] } | { error: string };

/**
 * 'Check connection' button of an integration page: `check()` asks the server, whose answer (a text, or one
 * line per saved key) or error message is shown in a dialog titled `title`; `note` goes above the answer.
 */
export function CheckConnection(props: {
  title: string;
  check: () => Promise<string | KeyCheck[]>;
  disabled?: boolean;
  note?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const t = useCommonT();
  const run = useMutation({
    mutationFn: props.check,
    onSuccess: (answer) => setOutcome({ answer }),
    onError: (e) => setOutcome({ error: e.message }),
  });
  const answer = outcome && 'answer' in outcome ? outcome.answer : null;
  return (
    <>
      <Button
        variant="outlined"
        sx={props.sx}
        disabled={props.disabled || run.isPending}
        onClick={() => run.mutate()}
      >
        {t(run.isPending ? 'checking' : 'checkConnection')}
      </Button>
      <Dialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        maxWidth="sm"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.note}
          {outcome && 'error' in outcome && <Alert severity="error">{outcome.error}</Alert>}
          {typeof answer === 'string' && <DialogContentText>{answer}</DialogContentText>}
          {Array.isArray(answer) && answer.length === 0 && <Typography>{t('noKeysSaved')}</Typography>}
          {Array.isArray(answer) && answer.length > 0 && (
            <List dense aria-label={t('resultPerKey')}>
              {answer.map((r, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText
                    primary={t('keyResult', { key: r.key, ok: String(r.ok) })}
                    secondary={r.text}
                    slotProps={{ primary: { color: r.ok ? 'success.main' : 'error.main' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOutcome(null)} variant="contained">
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
