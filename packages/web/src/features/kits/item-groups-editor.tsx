import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { countItems, kitOdds, MAX_ITEM_CHOICE_GROUPS, type ItemGroup } from '@asa/domain';
import { formatOddsPercent } from '../../lib/format';
import type { FieldErrors } from './kit-draft';
import { groupNameId, ItemGroupCard } from './item-group-card';
import { useFocusNext } from '../../lib/use-focus-next';
import { useSpecMessages } from '../../lib/spec-messages';
import { useKitEditorT } from './editor-texts';

/** The placeholder a command may hold, and a command using it (code, not a text to translate). */
const EOS_ID = '{eos_id}';
const EXAMPLE = `GiveItemToPlayer ${EOS_ID} "Blueprint'...'" 1 0 0`;

/** Item groups with their commands; add-item is disabled once the kit holds the tier's item limit. */
export function ItemGroupsEditor(p: {
  groups: ItemGroup[];
  onChange(groups: ItemGroup[]): void;
  itemLimit: number;
  isChoice: boolean;
  /** A random kit: each group has a weight, its chance is shown (issue 37). */
  isRandom?: boolean;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const total = countItems({ itemGroups: p.groups });
  const full = total >= p.itemLimit;
  const focusNext = useFocusNext();
  const t = useKitEditorT();
  const m = useSpecMessages();
  const setGroup = (gi: number, g: ItemGroup) => p.onChange(p.groups.map((x, i) => (i === gi ? g : x)));
  // chances by position (a weight being typed, NaN, counts as 0 until it is a number)
  const odds = kitOdds(
    p.groups.map((g, i) => ({ index: i, name: g.name, weight: Number.isFinite(g.weight) ? g.weight : 0 })),
  );
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('groups', {
          total,
          limit: Number.isFinite(p.itemLimit) ? p.itemLimit : '∞',
          choice: p.isChoice,
          groups: p.groups.length,
          maxGroups: MAX_ITEM_CHOICE_GROUPS,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('groupsHelp', { eosId: EOS_ID })} <code>{EXAMPLE}</code>.
      </Typography>
      {p.isRandom && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('randomHelp')}
        </Typography>
      )}
      {p.errors.itemGroups && (
        <Alert severity="error" sx={{ my: 1 }}>
          {p.errors.itemGroups}
        </Alert>
      )}
      {full && (
        <Alert severity="info" sx={{ my: 1 }}>
          {m('itemLimitReached')}{' '}
          <Link component={RouterLink} to="/patreon">
            {t('patreonLink')}
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
          chance={p.isRandom ? formatOddsPercent(odds[gi]?.percent ?? 0) : undefined}
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
            {
              index: p.groups.length,
              name: t('newGroupName', { n: p.groups.length + 1 }),
              items: [],
              weight: 1,
            },
          ]);
        }}
      >
        {t('addGroup')}
      </Button>
    </Box>
  );
}
