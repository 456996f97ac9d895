import { Stack } from '@mantine/core';
import type { SwapOffer } from '@club/shared';
import { SwapOfferItem } from './swap-offer-item';

/** Issue 9: open requests of other members that the signed-in member could take. */
export function SwapOffers({ offers }: { offers: SwapOffer[] }) {
  return (
    <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <SwapOfferItem offer={offer} />
        </li>
      ))}
    </Stack>
  );
}
