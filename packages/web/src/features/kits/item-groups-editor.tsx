import { Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import type { ItemGroup } from '@asa/domain';

/** Item groups with their commands; add-item is disabled once the kit holds the tier's item limit. */
export function ItemGroupsEditor(p: {
  groups: ItemGroup[];
  onChange(groups: ItemGroup[]): void;
  itemLimit: number;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const total = p.groups.reduce((n, g) => n + g.items.length, 0);
  const full = total >= p.itemLimit;
  const setGroup = (gi: number, g: ItemGroup) => p.onChange(p.groups.map((x, i) => (i === gi ? g : x)));
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        Item groups ({total} of {p.itemLimit} items)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each item is one RCON command. Placeholders: {'{eos_id}'}, {'{steam_id}'}, {'{discord_id}'},{' '}
        {'{player_name}'}.
      </Typography>
      {p.errors.itemGroups && (
        <Typography color="error" variant="body2" role="alert">
          {p.errors.itemGroups}
        </Typography>
      )}
      {p.groups.map((g, gi) => (
        <Card key={gi} variant="outlined" sx={{ my: 1 }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={`Group ${gi + 1} name`}
                value={g.name}
                disabled={p.disabled}
                onChange={(e) => setGroup(gi, { ...g, name: e.target.value })}
                sx={{ flexGrow: 1 }}
              />
              <IconButton
                aria-label={`Remove group ${gi + 1}`}
                disabled={p.disabled}
                onClick={() => p.onChange(p.groups.filter((_, i) => i !== gi))}
              >
                <Delete />
              </IconButton>
            </Stack>
            {g.items.map((it, ii) => {
              const key = `itemGroups.${gi}.items.${ii}.command`;
              return (
                <Stack key={ii} direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={`Command ${ii + 1} of group ${gi + 1}`}
                    value={it.command}
                    disabled={p.disabled}
                    error={!!p.errors[key]}
                    helperText={p.errors[key]}
                    onChange={(e) =>
                      setGroup(gi, {
                        ...g,
                        items: g.items.map((x, j) => (j === ii ? { ...x, command: e.target.value } : x)),
                      })
                    }
                  />
                  <IconButton
                    aria-label={`Remove command ${ii + 1} of group ${gi + 1}`}
                    disabled={p.disabled}
                    onClick={() => setGroup(gi, { ...g, items: g.items.filter((_, j) => j !== ii) })}
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
              disabled={p.disabled || full}
              onClick={() =>
                setGroup(gi, { ...g, items: [...g.items, { index: g.items.length, command: '' }] })
              }
            >
              Add item
            </Button>
          </CardContent>
        </Card>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={p.disabled}
        onClick={() => p.onChange([...p.groups, { index: p.groups.length, name: '', items: [] }])}
      >
        Add group
      </Button>
    </Box>
  );
}
