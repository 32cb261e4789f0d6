import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useCopy } from '../lib/use-copy';
import { useCommonT } from '../lib/common-texts';

/** A read-only field with a copy button; `copyValue` is what goes on the clipboard when it differs. */
export function CopyField(p: {
  label: string;
  value: string;
  copyValue?: string;
  placeholder?: string;
  helperText?: string;
  /** Codes, keys and commands: a fixed-width font. */
  monospace?: boolean;
  margin?: 'dense' | 'normal';
}) {
  const copy = useCopy();
  const t = useCommonT();
  return (
    <TextField
      label={p.label}
      value={p.value}
      placeholder={p.placeholder}
      helperText={p.helperText}
      fullWidth
      margin={p.margin ?? 'dense'}
      slotProps={{
        inputLabel: p.placeholder ? { shrink: true } : undefined,
        input: {
          readOnly: true,
          sx: p.monospace ? { fontFamily: 'monospace' } : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('copy')}>
                {/* a span: the tooltip also shows on a disabled button */}
                <span>
                  <IconButton
                    onClick={() => void copy(p.copyValue ?? p.value)}
                    aria-label={t('copyItem', { label: p.label })}
                    edge="end"
                    disabled={!p.value}
                  >
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
