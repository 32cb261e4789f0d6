import { Button, Card, CardContent, IconButton, Stack, TextField } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import type { ItemGroup } from '@asa/domain';
import type { FieldErrors } from './kit-draft';
import { useFocusNext } from '../../lib/use-focus-next';
import { useKitEditorT } from './editor-texts';

/** Input ids of the kit editor's item groups (the focus moves to a field that was just added). */
export const groupNameId = (gi: number) => `kit-group-${gi}-name`;
const commandId = (gi: number, ii: number) => `kit-group-${gi}-command-${ii}`;

const COMMAND_MAX = 500;

/** One item group: its name and its RCON commands. */
export function ItemGroupCard(p: {
  group: ItemGroup;
  gi: number;
  onChange(g: ItemGroup): void;
  onRemove(): void;
  canAddItem: boolean;
  errors: FieldErrors;
  disabled: boolean;
  /** A random kit's group: its weight and its chance now (percent text), else undefined. */
  chance?: string;
}) {
  const { group: g, gi } = p;
  const focusNext = useFocusNext();
  const t = useKitEditorT();
  const n = gi + 1;
  const nameKey = `itemGroups.${gi}.name`;
  const setItem = (ii: number, command: string) =>
    p.onChange({ ...g, items: g.items.map((x, j) => (j === ii ? { ...x, command } : x)) });
  return (
    <Card variant="outlined" sx={{ my: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            id={groupNameId(gi)}
            label={t('groupName', { n })}
            value={g.name}
            disabled={p.disabled}
            error={!!p.errors[nameKey]}
            helperText={p.errors[nameKey]}
            onChange={(e) => p.onChange({ ...g, name: e.target.value })}
            sx={{ flexGrow: 1 }}
          />
          {p.chance !== undefined && (
            <TextField
              size="small"
              label={t('groupWeight', { n })}
              value={Number.isNaN(g.weight) ? '' : String(g.weight ?? 1)}
              disabled={p.disabled}
              error={!!p.errors[`itemGroups.${gi}.weight`]}
              helperText={p.errors[`itemGroups.${gi}.weight`] ?? t('groupChance', { percent: p.chance })}
              onChange={(e) =>
                p.onChange({ ...g, weight: e.target.value.trim() === '' ? NaN : Number(e.target.value) })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 160 }}
            />
          )}
          <IconButton aria-label={t('removeGroup', { n })} disabled={p.disabled} onClick={p.onRemove}>
            <Delete />
          </IconButton>
        </Stack>
        {g.items.map((it, ii) => {
          const key = `itemGroups.${gi}.items.${ii}.command`;
          const long = it.command.length > COMMAND_MAX - 50;
          return (
            <Stack key={ii} direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                id={commandId(gi, ii)}
                label={t('command', { item: ii + 1, group: n })}
                value={it.command}
                disabled={p.disabled}
                error={!!p.errors[key]}
                helperText={p.errors[key] ?? (long ? `${it.command.length}/${COMMAND_MAX}` : undefined)}
                onChange={(e) => setItem(ii, e.target.value)}
                slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
              />
              <IconButton
                aria-label={t('removeCommand', { item: ii + 1, group: n })}
                disabled={p.disabled}
                onClick={() => p.onChange({ ...g, items: g.items.filter((_, j) => j !== ii) })}
              >
                <Delete />
              </IconButton>
            </Stack>
          );
        })}
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          aria-label={t('addItemTo', { n })}
          disabled={p.disabled || !p.canAddItem}
          onClick={() => {
            focusNext(commandId(gi, g.items.length));
            p.onChange({ ...g, items: [...g.items, { index: g.items.length, command: '' }] });
          }}
        >
          {t('addItem')}
        </Button>
      </CardContent>
    </Card>
  );
}
