import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTip4ServT } from './texts';

/** Secret text input with a show/hide toggle. */
export function PasswordField(p: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useTip4ServT();
  const [show, setShow] = useState(false);
  return (
    <TextField
      label={p.label}
      type={show ? 'text' : 'password'}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error}
      autoComplete="off"
      fullWidth
      margin="normal"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={show ? t('hideSecret') : t('showSecret')}
                onClick={() => setShow((v) => !v)}
                edge="end"
              >
                {show ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
