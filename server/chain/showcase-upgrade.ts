// The compatible upgrade of 0xcafe::showcase (server/chain/README.md): at SHOWCASE_UPGRADE_VERSION the
// module gains `Gallery`, `Badge` and the enum `Tier`; at GALLERY_VERSION a `Gallery` resource appears at
// 0xcafe with a table of three badges. Badge and Tier are deliberately not in the explorer's registry:
// their layouts exist on chain only (from the upgrade on), in the module's ABI.
import type { TypeDefinition } from '../../src/core/move/layout';
import { address, enumType, option, ref, string, struct, u64, u8 } from '../../src/core/move/layout-builders';
import { formatAddress } from '../../src/core/move/address';
import type { JsonValue } from '../../src/core/move/json';
import { SHOWCASE, STRING } from './demo-constants';
import { tableHandle } from './demo-ids';
import { encodeAs } from './write-set';

export const SHOWCASE_UPGRADE_VERSION = 10_000n;
export const GALLERY_VERSION = 10_200n;
export const GALLERY = '0xcafe::showcase::Gallery';
export const BADGE = '0xcafe::showcase::Badge';
/** Names of the structs the upgrade adds, in the order they are appended to the module. */
export const UPGRADE_STRUCT_NAMES = ['Gallery', 'Badge', 'Tier'] as const;

/** The upgrade's types the registry does not know (Gallery is in src/core/move/demo-types.ts). */
export const upgradeOnlyTypes: readonly TypeDefinition[] = [
  struct(
    BADGE,
    [],
    [
      ['id', u64],
      ['label', string],
      ['tier', ref('0xcafe::showcase::Tier')],
      ['holder', option(address)],
    ],
  ),
  enumType(
    '0xcafe::showcase::Tier',
    [],
    [
      ['Bronze', []],
      ['Silver', []],
      ['Gold', [['stars', u8]]],
    ],
  ),
];

type Tier = { variant: 'Bronze' } | { variant: 'Silver' } | { variant: 'Gold'; stars: number };
interface Badge {
  id: number;
  label: string;
  tier: Tier;
  holder: string | null;
}

/** Gallery.badges: key → Badge. */
export const GALLERY_BADGES: readonly Badge[] = [
  { id: 1, label: 'founder', tier: { variant: 'Gold', stars: 3 }, holder: '0xcafe' },
  { id: 2, label: 'builder', tier: { variant: 'Silver' }, holder: null },
  { id: 3, label: 'visitor', tier: { variant: 'Bronze' }, holder: '0x1' },
];

export const galleryBadgesHandle = tableHandle(SHOWCASE, 'badges');

export function galleryValue(): JsonValue {
  return { badges: { handle: formatAddress(galleryBadgesHandle) }, count: String(GALLERY_BADGES.length) };
}

const TIER_INDEX = { Bronze: 0, Silver: 1, Gold: 2 } as const;

/** BCS of a Badge, field by field in declaration order (the registry cannot encode it: it does not know Badge). */
export function badgeBytes(badge: Badge): Uint8Array {
  const tier = badge.tier.variant === 'Gold' ? [TIER_INDEX.Gold, badge.tier.stars] : [TIER_INDEX[badge.tier.variant]];
  const parts = [
    encodeAs('u64', String(badge.id)),
    encodeAs(STRING, badge.label),
    Uint8Array.from(tier),
    encodeAs('0x1::option::Option<address>', { vec: badge.holder === null ? [] : [badge.holder] }),
  ];
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}
