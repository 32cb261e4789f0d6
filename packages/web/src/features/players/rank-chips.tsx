import { Chip, Stack } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { rankName } from '../../components/refs';
import { useCommonT } from '../../lib/common-texts';

/** Shop rank names as chips; an id without a rank shows DELETED RANK. */
export function RankChips({ ids, ranks }: { ids: number[]; ranks: ShopRank[] }) {
  useCommonT(); // re-renders on a language change (DELETED RANK)
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
      {ids.map((id) => {
        const deleted = !ranks.some((r) => r.id === id);
        return (
          <Chip
            key={id}
            size="small"
            label={rankName(id, ranks)}
            color={deleted ? 'error' : 'default'}
            variant={deleted ? 'outlined' : 'filled'}
          />
        );
      })}
    </Stack>
  );
}
