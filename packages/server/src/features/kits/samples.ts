import type { KitInput } from '@asa/domain';

export interface SampleKit {
  id: string;
  name: string;
  description: string;
  kit: KitInput;
}

const group = (index: number, name: string, commands: string[]) => ({
  index,
  name,
  items: commands.map((command, i) => ({ index: i, command })),
});

const base = {
  sortingIndex: 0,
  isEnabled: true,
  isBuyable: true,
  messageId: '',
  iconUrl: '',
  useBuyLimit: false,
  maxBuys: 0,
  resetAt: 'never' as const,
  useServerLimit: false,
  serverIds: [],
  serverGroups: [],
  useRoleLimit: false,
  requiredRole: null,
  requiredDiscordRoleId: '',
  channelId: '',
};

/** Ready-made ARK: Survival Ascended kits for "Add Sample Kit"; commands use the {eos_id} placeholder. */
export function sampleKits(): SampleKit[] {
  const bp = (path: string, qty = 1, quality = 0) =>
    `GiveItemToPlayer {eos_id} "Blueprint'${path}'" ${qty} ${quality} 0`;
  return [
    {
      id: 'starter',
      name: 'Starter Set',
      description: 'Stone tools, a spear, cloth armor and food for a fresh spawn. Once a day per player.',
      kit: {
        ...base,
        name: 'Starter Set',
        description: 'Everything a fresh survivor needs for the first hour: tools, cloth armor and food.',
        price: 150,
        useBuyLimit: true,
        maxBuys: 1,
        resetAt: 'daily',
        kitType: 'normal',
        itemGroups: [
          group(0, 'Tools', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Weapons/PrimalItem_WeaponStonePick.PrimalItem_WeaponStonePick',
            ),
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Weapons/PrimalItem_WeaponStoneHatchet.PrimalItem_WeaponStoneHatchet',
            ),
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Weapons/PrimalItemAmmo_ArrowStone.PrimalItemAmmo_ArrowStone',
              20,
            ),
          ]),
          group(1, 'Armor and food', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Items/Armor/Cloth/PrimalItemArmor_ClothShirt.PrimalItemArmor_ClothShirt',
            ),
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Items/Armor/Cloth/PrimalItemArmor_ClothPants.PrimalItemArmor_ClothPants',
            ),
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Items/Consumables/PrimalItemConsumable_CookedMeat.PrimalItemConsumable_CookedMeat',
              20,
            ),
          ]),
        ],
      },
    },
    {
      id: 'dino-wipe',
      name: 'Dino Wipe',
      description: 'Wipes all wild dinos on the chosen server so fresh (and better) spawns appear.',
      kit: {
        ...base,
        name: 'Dino Wipe',
        description: 'Destroys all wild dinos on the server you pick; new ones spawn within minutes.',
        price: 1000,
        useBuyLimit: true,
        maxBuys: 1,
        resetAt: 'weekly',
        useServerLimit: true,
        kitType: 'normal',
        itemGroups: [
          group(0, 'Wipe', ['ServerChat A dino wipe was bought by {player_name}!', 'DestroyWildDinos']),
        ],
      },
    },
    {
      id: 'event',
      name: 'Event Kit',
      description: 'A weekend event reward: experience and a stack of rare resources, limited per week.',
      kit: {
        ...base,
        name: 'Weekend Event Kit',
        description: 'Event reward with experience and rare resources. Limited to one per week.',
        price: 0,
        isBuyable: false,
        kitType: 'normal',
        itemGroups: [
          group(0, 'Rewards', [
            'AddExperience {eos_id} 5000 0 1',
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Resources/PrimalItemResource_BlackPearl.PrimalItemResource_BlackPearl',
              50,
            ),
          ]),
        ],
      },
    },
    {
      id: 'time-of-day',
      name: 'Set Time of Day',
      description: 'Lets players buy daylight: sets the server time to 08:00.',
      kit: {
        ...base,
        name: 'Morning Sun',
        description: 'Sets the time on the chosen server to 08:00.',
        price: 250,
        kitType: 'normal',
        itemGroups: [
          group(0, 'Time', ['SetTimeOfDay 08:00', 'ServerChat {player_name} bought the morning sun.']),
        ],
      },
    },
    {
      id: 'element-choice',
      name: 'Element or Metal (Item Choice)',
      description: 'The player picks one of several groups: element, metal ingots or polymer.',
      kit: {
        ...base,
        name: 'Resource Choice',
        description: 'Pick one: 100 element, 1000 metal ingots or 500 polymer.',
        price: 800,
        kitType: 'multipleChoice',
        useRoleLimit: true,
        itemGroups: [
          group(0, 'Element', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Resources/PrimalItemResource_Element.PrimalItemResource_Element',
              100,
            ),
          ]),
          group(1, 'Metal ingots', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Resources/PrimalItemResource_MetalIngot.PrimalItemResource_MetalIngot',
              1000,
            ),
          ]),
          group(2, 'Polymer', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Resources/PrimalItemResource_Polymer.PrimalItemResource_Polymer',
              500,
            ),
          ]),
        ],
      },
    },
    {
      id: 'mystery-box',
      name: 'Mystery Box (Random)',
      description: 'One random group with equal chance: saddle, weapon or a pile of kibble.',
      kit: {
        ...base,
        name: 'Mystery Box',
        description: 'One of three surprises, each with the same chance.',
        price: 400,
        kitType: 'random',
        itemGroups: [
          group(0, 'Rex saddle', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Items/Armor/Saddles/PrimalItemArmor_RexSaddle.PrimalItemArmor_RexSaddle',
              1,
              2,
            ),
          ]),
          group(1, 'Longneck rifle', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Weapons/PrimalItem_WeaponOneShotRifle.PrimalItem_WeaponOneShotRifle',
              1,
              2,
            ),
          ]),
          group(2, 'Kibble', [
            bp(
              '/Game/PrimalEarth/CoreBlueprints/Items/Consumables/PrimalItemConsumable_Kibble_Base_XL.PrimalItemConsumable_Kibble_Base_XL',
              10,
            ),
          ]),
        ],
      },
    },
    {
      id: 'points',
      name: 'ArkShop Points',
      description: 'Converts credits into points of a points plugin (needs such a plugin on the server).',
      kit: {
        ...base,
        name: '1000 Points',
        description: 'Adds 1000 points through the points plugin on your server.',
        price: 500,
        kitType: 'normal',
        itemGroups: [group(0, 'Points', ['AddPoints {eos_id} 1000'])],
      },
    },
  ];
}
