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
import { messages, roleLabels, tierLabels, type Role, type Tier } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { CopyField } from '../../components/copy-field';
import { SessionsCard } from './sessions-card';

export default function SettingsPage() {
  const { user, logout } = useSession();
  const toast = useToast();
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
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
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
        Settings
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <CopyField label="ID" value={String(user.id)} />
          <CopyField label="EMail" value={user.email} />
          <CopyField label="Discord ID" value={user.discordId} />
          <CopyField label="Discord Username" value={user.username} />
          <CopyField label="Role" value={roleLabels[user.role as Role] ?? String(user.role)} />
          <CopyField label="Tier" value={tierLabels[user.tier as Tier] ?? '-'} />
          <Alert severity="info" sx={{ mt: 1 }}>
            If your tier does not match your Patreon pledge, please contact us in our Discord community.
          </Alert>
        </CardContent>
      </Card>
      <SessionsCard />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Download data
          </Typography>
          <Typography variant="body2">
            A zip file with everything we store about you and the bots you own.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={download}>
            Download all my data
          </Button>
        </CardActions>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Delete data
          </Typography>
          <Typography variant="body2">
            Deletes your account and every bot you own with its servers, kits, ranks and players.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" color="error" onClick={() => setConfirm(true)}>
            Delete account
          </Button>
        </CardActions>
      </Card>
      {/* persistent (SPEC 3): neither Escape nor a click beside it closes it, only Cancel or Delete */}
      <Dialog open={confirm} maxWidth="sm" fullWidth aria-labelledby="delete-title">
        <DialogTitle id="delete-title">Delete account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This deletes your account and all data of the bots you own. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={remove}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={result === 'error'} onClose={() => setResult('none')} maxWidth="sm" fullWidth>
        <DialogTitle>Error</DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.deleteAccountFailed}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult('none')}>Close</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={result === 'success'} maxWidth="sm" fullWidth>
        <DialogTitle>Success!</DialogTitle>
        <DialogContent>
          <DialogContentText>Your account and all its data have been deleted.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={finish}>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
