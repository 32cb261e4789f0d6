import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { CSV_IMPORT_MAX_BYTES, csvImportMessages, type ImportResult, type ImportRow } from '@asa/domain';
import { api, ApiError, data } from '../lib/api';
import { useToast } from '../lib/toast';

export type CsvImportKind = 'players' | 'kits';

/** What each import shows and which route it calls. */
const imports: Record<
  CsvImportKind,
  {
    title: string;
    /** The key column's header in the preview. */
    keyLabel: string;
    /** What the file holds, shown above the file picker. */
    help: ReactNode;
    /** A choice sent with both the dry run and the apply (the players' credits column). */
    mode?: { label: string; choices: { value: string; label: string }[] };
    run(botId: number, csv: string, dryRun: boolean, mode: string): Promise<ImportResult>;
  }
> = {
  players: {
    title: 'Import players',
    keyLabel: 'Discord ID',
    help: 'A CSV file with the columns of Export CSV (discordId is required; id, totalCreditsEarned and createdAt are ignored). Each line updates the player with its Discord ID or adds a new one; a column left out of the file leaves that field as it is.',
    mode: {
      label: 'Credits column',
      choices: [
        { value: 'set', label: 'Set the balance to the value' },
        { value: 'add', label: 'Add the value to the balance' },
      ],
    },
    run: (botId, csv, dryRun, mode) =>
      data(
        api.POST('/api/player/import/{botId}', {
          params: { path: { botId } },
          body: { csv, dryRun, credits: mode === 'add' ? 'add' : 'set' },
        }),
      ),
  },
  kits: {
    title: 'Import kits',
    keyLabel: 'Name',
    help: 'A CSV file with the columns of Export CSV (name is required; id is ignored). Each line updates the kit of that name or adds a new one; servers and the required shop rank by name, itemGroups as JSON [{"name": "...", "items": ["command", ...]}]. A column left out of the file leaves that field as it is.',
    run: (botId, csv, dryRun) =>
      data(api.POST('/api/kit/import/{botId}', { params: { path: { botId } }, body: { csv, dryRun } })),
  },
};

/** Preview rows shown at most (every line with a problem is shown however many). */
const PREVIEW_ROWS = 200;

const actionText: Record<ImportRow['action'], string> = {
  create: 'New',
  update: 'Change',
  unchanged: 'No change',
};

/**
 * Import from CSV: choose a file, the server's dry run lists every line (what it creates or changes, or its
 * problems by line number), then Apply sends the same file for real (all lines or none). `mode` (the
 * players' credits column: set or add) is a choice sent with both; changing it checks the file again.
 */
export interface CsvImportDialogProps {
  kind: CsvImportKind;
  botId: number;
  onApplied(): void;
  onClose(): void;
}

export function CsvImportDialog(props: CsvImportDialogProps) {
  const p = { ...imports[props.kind], ...props };
  const toast = useToast();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mode, setMode] = useState(p.mode?.choices[0]?.value ?? '');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (text: string, m = mode) => {
    setBusy(true);
    setError(null);
    setPreview(null);
    try {
      setPreview(await p.run(p.botId, text, true, m));
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > CSV_IMPORT_MAX_BYTES) {
      setFile(null);
      setPreview(null);
      setError({ message: csvImportMessages.tooLarge, lines: [] });
      return;
    }
    const text = await f.text();
    setFile({ name: f.name, text });
    await check(text);
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await p.run(p.botId, file.text, false, mode);
      toast({ severity: 'success', message: `Imported: ${r.created} new, ${r.updated} changed.` });
      p.onApplied();
      p.onClose();
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };

  const result = preview;
  const canApply = !!result && !busy && result.problems === 0 && result.created + result.updated > 0;
  // lines with problems first (all of them), then the others in file order, at most PREVIEW_ROWS
  const shown = result
    ? [
        ...result.rows.filter((r) => r.problems.length),
        ...result.rows.filter((r) => !r.problems.length),
      ].slice(0, Math.max(PREVIEW_ROWS, result.problems))
    : [];
  return (
    <Dialog open onClose={p.onClose} maxWidth="lg" fullWidth aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{p.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {p.help}
        </Typography>
        {p.mode && (
          <FormControl disabled={busy}>
            <FormLabel id="csv-import-mode">{p.mode.label}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="csv-import-mode"
              value={mode}
              onChange={(e) => {
                setMode(e.target.value);
                if (file) void check(file.text, e.target.value);
              }}
            >
              {p.mode.choices.map((c) => (
                <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
          <Button variant="outlined" component="label" disabled={busy} autoFocus>
            Choose CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              hidden
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" aria-live="polite">
            {busy ? 'Checking…' : (file?.name ?? 'No file chosen')}
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
            {error.lines.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {error.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {result && (
          <>
            <Alert severity={result.problems ? 'error' : 'info'} sx={{ mb: 1 }} role="status">
              {summary(result)}
            </Alert>
            {shown.length < result.rows.length && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                Showing {shown.length} of {result.rows.length} lines (lines with problems first).
              </Typography>
            )}
            <TableContainer>
              <Table size="small" aria-label="Import preview">
                <TableHead>
                  <TableRow>
                    {['Line', p.keyLabel, 'Name', 'Action', 'Changes or problems'].map((h) => (
                      <TableCell key={h} sx={{ fontWeight: 600 }}>
                        {h}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((r) => (
                    <TableRow key={r.line}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell>{r.key}</TableCell>
                      <TableCell>{r.name}</TableCell>
                      <TableCell>{r.problems.length ? '—' : actionText[r.action]}</TableCell>
                      <TableCell>
                        {r.problems.length ? (
                          <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                            {r.problems.map((x) => (
                              <li key={x}>{x}</li>
                            ))}
                          </Box>
                        ) : (
                          r.changes.join('; ')
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                  {!shown.length && (
                    <TableRow>
                      <TableCell colSpan={5}>The file has no data lines.</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!canApply} onClick={() => void apply()}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function summary(r: ImportResult) {
  const lines = `${r.rows.length} ${r.rows.length === 1 ? 'line' : 'lines'}`;
  const counts = `${r.created} new, ${r.updated} changed, ${r.unchanged} unchanged`;
  return r.problems
    ? `${lines}: ${r.problems} with problems. Fix them in the file and choose it again; nothing is imported while a line has a problem.`
    : `${lines}: ${counts}. Nothing is changed until you click Apply.`;
}

const errorOf = (e: unknown) =>
  e instanceof ApiError
    ? { message: e.message, lines: Object.entries(e.fields).map(([k, v]) => `${k}: ${v}`) }
    : { message: (e as Error).message, lines: [] };
