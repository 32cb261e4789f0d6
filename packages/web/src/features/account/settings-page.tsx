import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { Role, Tier } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { CopyField } from '../../components/copy-field';
import { SessionsCard } from './sessions-card';
import { useAccountT } from './texts';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';

export default function SettingsPage() {
  const { user, logout } = useSession();
  const toast = useToast();
  const t = useAccountT();
  const c = useCommonT();
  const m = useSpecMessages();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const [result, setResult] = useState<'none' | 'success' | 'error'>('none');
  if (!user) return null;

  const download = async () => {
    try {
      const { url } = await data(api.GET('/api/user/downloadData'));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'userdata.zip';
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
  };
  const remove = async () => {
    setConfirm(false);
    try {
      await api.DELETE('/api/user/{id}', { params: { path: { id: user.id } } });
      setResult('success');
    } catch {
      setResult('error');
    }
  };
  const finish = async () => {
    setResult('none');
    await logout();
    navigate('/');
  };

  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <CopyField label={t('id')} value={String(user.id)} />
          <CopyField label={t('email')} value={user.email} />
          <CopyField label={t('discordId')} value={user.discordId} />
          <CopyField label={t('discordUsername')} value={user.username} />
          <CopyField
            label={t('role')}
            value={user.role in Role ? t(`role.${user.role as Role}`) : String(user.role)}
          />
          <CopyField label={t('tier')} value={user.tier in Tier ? t(`tier.${user.tier as Tier}`) : '-'} />
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('tierHint')}
          </Alert>
        </CardContent>
      </Card>
      <SessionsCard />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('downloadTitle')}
          </Typography>
          <Typography variant="body2">{t('downloadText')}</Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={download}>
            {t('downloadButton')}
          </Button>
        </CardActions>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('deleteTitle')}
          </Typography>
          <Typography variant="body2">{t('deleteText')}</Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" color="error" onClick={() => setConfirm(true)}>
            {t('deleteButton')}
          </Button>
        </CardActions>
      </Card>
      {/* persistent (SPEC 3): neither Escape nor a click beside it closes it, only Cancel or Delete */}
      <Dialog open={confirm} maxWidth="sm" fullWidth aria-labelledby="delete-title">
        <DialogTitle id="delete-title">{t('deleteConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteConfirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{c('cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {c('delete')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={result === 'error'} onClose={() => setResult('none')} maxWidth="sm" fullWidth>
        <DialogTitle>{c('error')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{m('deleteAccountFailed')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult('none')}>{c('close')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={result === 'success'} maxWidth="sm" fullWidth>
        <DialogTitle>{t('success')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleted')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={finish}>
            {t('ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
