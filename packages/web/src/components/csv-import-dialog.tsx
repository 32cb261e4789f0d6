import { useState } from 'react';
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
  LinearProgress,
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
import { CSV_IMPORT_MAX_BYTES, csvImportMessages, type ImportResult } from '@asa/domain';
import { ApiError, uploadFile } from '../lib/api';
import { useToast } from '../lib/toast';
import { useCommonT } from '../lib/common-texts';
import { useCsvImportT } from './csv-import-texts';
import { CsvExportButton } from './csv-buttons';
import { writeCsvText } from '../lib/csv-regional';

export type CsvImportKind = 'players' | 'kits';

/** What the dialog shows while a request runs: the upload's fraction sent, or null once the server works. */
type Progress = { sent: number | null };

/**
 * Which route each import calls and, for the players, the choice sent with both the dry run and the apply
 * (the credits column: `mode.set`, `mode.add`). Its texts are `title.<kind>`, `key.<kind>` (the key
 * column's header in the preview) and `help.<kind>` (what the file holds) of the `csvImport` catalogue.
 * The file is sent as it is (`text/csv`, up to 20 MB: the server reads it as it streams in; issue 36).
 */
const imports: Record<
  CsvImportKind,
  {
    modes?: ('set' | 'add')[];
    run(
      botId: number,
      file: Blob,
      dryRun: boolean,
      mode: string,
      onProgress: (sent: number | null) => void,
    ): Promise<ImportResult>;
  }
> = {
  players: {
    modes: ['set', 'add'],
    run: (botId, file, dryRun, mode, onProgress) =>
      uploadFile(
        `/api/player/import/${botId}?dryRun=${dryRun}&credits=${mode === 'add' ? 'add' : 'set'}`,
        file,
        onProgress,
      ),
  },
  kits: {
    run: (botId, file, dryRun, _mode, onProgress) =>
      uploadFile(`/api/kit/import/${botId}?dryRun=${dryRun}`, file, onProgress),
  },
};

/** Preview rows shown at most (every line with a problem the server answered is shown). */
const PREVIEW_ROWS = 200;

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
  const t = useCsvImportT();
  const c = useCommonT();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [mode, setMode] = useState<string>(p.modes?.[0] ?? '');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const onProgress = (sent: number | null) => setProgress({ sent });
  const check = async (f: File, m = mode) => {
    setBusy(true);
    setError(null);
    setPreview(null);
    setProgress({ sent: 0 });
    try {
      setPreview(await p.run(p.botId, f, true, m, onProgress));
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
      setProgress(null);
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
    setFile(f);
    await check(f);
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    setProgress({ sent: 0 });
    try {
      const r = await p.run(p.botId, file, false, mode, onProgress);
      toast({ severity: 'success', message: t('imported', { created: r.created, updated: r.updated }) });
      p.onApplied();
      p.onClose();
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
      setProgress(null);
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
      <DialogTitle id="csv-import-title">{t(`title.${p.kind}`)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t(`help.${p.kind}`)}
        </Typography>
        {p.modes && (
          <FormControl disabled={busy}>
            <FormLabel id="csv-import-mode">{t('mode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="csv-import-mode"
              value={mode}
              onChange={(e) => {
                setMode(e.target.value);
                if (file) void check(file, e.target.value);
              }}
            >
              {p.modes.map((m) => (
                <FormControlLabel key={m} value={m} control={<Radio />} label={t(`mode.${m}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
          <Button variant="outlined" component="label" disabled={busy} autoFocus>
            {t('choose')}
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label={t('file')}
              hidden
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" aria-live="polite">
            {busy
              ? progress?.sent != null
                ? t('uploading', { percent: Math.round(progress.sent * 100) })
                : t('checking')
              : (file?.name ?? t('noFile'))}
          </Typography>
        </Box>
        {progress && (
          // determinate while the file is sent (the upload's progress), indeterminate while the server
          // checks or applies it (docs/csv.md)
          <LinearProgress
            sx={{ mb: 2 }}
            aria-label={t('progress')}
            {...(progress.sent === null
              ? { variant: 'indeterminate' as const }
              : { variant: 'determinate' as const, value: progress.sent * 100 })}
          />
        )}
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
              {summary(t, result)}
            </Alert>
            <Box sx={{ mb: 1 }}>
              <CsvExportButton
                label={t('downloadSummary')}
                filename={`import-${p.kind}-${result.applied ? 'applied' : 'checked'}.csv`}
                load={async () => summaryCsv(t, p.kind, result)}
              />
            </Box>
            {shown.length < result.lines && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('showing', { shown: shown.length, count: result.lines })}
              </Typography>
            )}
            <TableContainer>
              <Table size="small" aria-label={t('preview')}>
                <TableHead>
                  <TableRow>
                    {[
                      t('col.line'),
                      t(`key.${p.kind}`),
                      t('col.name'),
                      t('col.action'),
                      t('col.changes'),
                    ].map((h) => (
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
                      <TableCell>{r.problems.length ? '—' : t(`action.${r.action}`)}</TableCell>
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
                      <TableCell colSpan={5}>{t('noLines')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{c('cancel')}</Button>
        <Button variant="contained" disabled={!canApply} onClick={() => void apply()}>
          {t('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function summary(t: ReturnType<typeof useCsvImportT>, r: ImportResult) {
  const count = r.lines;
  return r.problems
    ? t('summary.problems', { count, problems: r.problems })
    : t('summary.ok', { count, created: r.created, updated: r.updated, unchanged: r.unchanged });
}

const errorOf = (e: unknown) =>
  e instanceof ApiError
    ? { message: e.message, lines: Object.entries(e.fields).map(([k, v]) => `${k}: ${v}`) }
    : { message: (e as Error).message, lines: [] };

/**
 * The result as a file (issue 36, "a downloadable summary"): the counts, then every line the answer holds
 * (problems first, at most CSV_IMPORT_ANSWER_ROWS); a text starting like a formula gets a leading ' (as the
 * server's exports).
 */
function summaryCsv(
  t: ReturnType<typeof useCsvImportT>,
  kind: CsvImportDialogProps['kind'],
  r: ImportResult,
) {
  const guard = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const head = [t('col.line'), t(`key.${kind}`), t('col.name'), t('col.action'), t('col.changes')];
  const lines = r.rows.map((row) => [
    String(row.line),
    guard(row.key),
    guard(row.name),
    row.problems.length ? '' : t(`action.${row.action}`),
    guard((row.problems.length ? row.problems : row.changes).join('; ')),
  ]);
  const text = writeCsvText([[summary(t, r)], head, ...lines], ',');
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
