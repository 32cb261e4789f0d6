import { Chip, Stack } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { rankName } from '../../components/refs';

/** Shop rank names as chips; an id without a rank shows DELETED RANK. */
export function RankChips({ ids, ranks }: { ids: number[]; ranks: ShopRank[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
      {ids.map((id) => {
        const name = rankName(id, ranks);
        return (
          <Chip
            key={id}
            size="small"
            label={name}
            color={name === 'DELETED RANK' ? 'error' : 'default'}
            variant={name === 'DELETED RANK' ? 'outlined' : 'filled'}
          />
        );
      })}
    </Stack>
  );
}
