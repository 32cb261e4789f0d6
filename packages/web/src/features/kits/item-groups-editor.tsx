import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { countItems, MAX_ITEM_CHOICE_GROUPS, messages, type ItemGroup } from '@asa/domain';
import type { FieldErrors } from './kit-draft';
import { groupNameId, ItemGroupCard } from './item-group-card';
import { useFocusNext } from '../../lib/use-focus-next';

/** Item groups with their commands; add-item is disabled once the kit holds the tier's item limit. */
export function ItemGroupsEditor(p: {
  groups: ItemGroup[];
  onChange(groups: ItemGroup[]): void;
  itemLimit: number;
  isChoice: boolean;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const total = countItems({ itemGroups: p.groups });
  const full = total >= p.itemLimit;
  const focusNext = useFocusNext();
  const setGroup = (gi: number, g: ItemGroup) => p.onChange(p.groups.map((x, i) => (i === gi ? g : x)));
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Item groups ({total} of {Number.isFinite(p.itemLimit) ? p.itemLimit : '∞'} items
        {p.isChoice && `, ${p.groups.length} of ${MAX_ITEM_CHOICE_GROUPS} groups`})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each item is one RCON command, at most 500 characters. {'{eos_id}'} is replaced by the player&apos;s
        EOS id, e.g. <code>GiveItemToPlayer {'{eos_id}'} &quot;Blueprint&apos;...&apos;&quot; 1 0 0</code>.
      </Typography>
      {p.errors.itemGroups && (
        <Alert severity="error" sx={{ my: 1 }}>
          {p.errors.itemGroups}
        </Alert>
      )}
      {full && (
        <Alert severity="info" sx={{ my: 1 }}>
          {messages.itemLimitReached}{' '}
          <Link component={RouterLink} to="/patreon">
            See the Patreon tiers
          </Link>
        </Alert>
      )}
      {p.groups.map((g, gi) => (
        <ItemGroupCard
          key={gi}
          group={g}
          gi={gi}
          onChange={(next) => setGroup(gi, next)}
          onRemove={() => p.onChange(p.groups.filter((_, i) => i !== gi))}
          canAddItem={!full}
          errors={p.errors}
          disabled={p.disabled}
        />
      ))}
      {p.isChoice && p.errors.itemGroups && (
        <Alert severity="error" sx={{ my: 1 }}>
          {p.errors.itemGroups}
        </Alert>
      )}
      <Button
        startIcon={<AddIcon />}
        disabled={p.disabled}
        onClick={() => {
          focusNext(groupNameId(p.groups.length));
          p.onChange([
            ...p.groups,
            { index: p.groups.length, name: `Group ${p.groups.length + 1}`, items: [] },
          ]);
        }}
      >
        Add group
      </Button>
    </Box>
  );
}
