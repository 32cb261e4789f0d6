// Generated from the server's OpenAPI document by `npm run api:generate`; do not edit.
// packages/server/test/openapi-client-drift.test.ts fails when it no longer matches the server.

export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
              version: string;
              commit: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ready' | 'not ready';
              checks: {
                database: string;
                migrations: string;
                scheduler: string;
                discordGateway: string;
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ready' | 'not ready';
              checks: {
                database: string;
                migrations: string;
                scheduler: string;
                discordGateway: string;
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/management': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              discordBotJoinUrl: string;
              discordInviteUrl: string;
              discordLoginUrl: string;
              pledgeUrl: string;
              demoMode: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countBots: number;
              countPacks: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/limit/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Limits of a tier (default: the caller's tier). The dashboard logs the user out when this call fails. */
    get: {
      parameters: {
        query?: {
          tierId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              numKits: number;
              numItems: number;
              numServers: number;
              numRoles: number;
              overviewDays: number;
              deutscheArkServerVoting: boolean;
              arkServerNetVoting: boolean;
              tebexWebhooks: boolean;
              discordActivityPoints: boolean;
              tip4serv: boolean;
              inGameShop: boolean;
              userPortal: boolean;
              apiAccess: boolean;
              webhooks: boolean;
              coupons: boolean;
              timedSales: boolean;
              playtime: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/check/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              discordId: string;
              patreonTier: number;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/management/verifyLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's live login sessions (Settings page), newest use first. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              createdAt: string;
              lastUsedAt: string;
              expiresAt: string;
              userAgent: string;
              current: boolean;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Signs out one of the caller's sessions (404 when it is not theirs). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/demo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Demo mode only: log in as one of the seeded people and go to /oauth/{token} (or, with returnTo, back to the player portal with the token in the fragment). */
    get: {
      parameters: {
        query?: {
          as?: 'owner' | 'viewer' | 'manager' | 'admin' | 'stranger' | 'player';
          returnTo?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/discord/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Starts the Discord login. With returnTo (a player portal address) the login comes back to that portal; a user created by such a login gets the role UserPortal. */
    get: {
      parameters: {
        query?: {
          returnTo?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/discord/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          code?: string;
          state?: string;
          error?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/discord/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Starts adding the bot to a guild. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/discord/bot-callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Where Discord returns after the bot was added: the code is exchanged with Discord, whose answer names the guild (the guild_id query parameter is not trusted). Any failure goes to the error page. */
    get: {
      parameters: {
        query?: {
          guild_id?: string;
          state?: string;
          code?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/self': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              discordId: string;
              username: string;
              avatarUrl: string;
              email: string;
              patreonEmail: string;
              patreonId: string;
              /** @enum {number} */
              role: 0 | 1 | 2 | 3;
              /** @enum {number} */
              tier: 0 | 1 | 2 | 3 | 4 | 5 | 6;
              /** @enum {number} */
              bonusType: 0 | 1 | 2 | 3 | 4;
              lastLogin: string | null;
              selfHostingKnownIps: string[];
              /** @enum {string} */
              language: '' | 'en' | 'de';
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description The caller's dashboard language (issue 27; docs/i18n.md). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'de';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              discordId: string;
              username: string;
              avatarUrl: string;
              email: string;
              patreonEmail: string;
              patreonId: string;
              /** @enum {number} */
              role: 0 | 1 | 2 | 3;
              /** @enum {number} */
              tier: 0 | 1 | 2 | 3 | 4 | 5 | 6;
              /** @enum {number} */
              bonusType: 0 | 1 | 2 | 3 | 4;
              lastLogin: string | null;
              selfHostingKnownIps: string[];
              /** @enum {string} */
              language: '' | 'en' | 'de';
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              discordId: string;
              username: string;
              avatarUrl: string;
              email: string;
              patreonEmail: string;
              patreonId: string;
              /** @enum {number} */
              role: 0 | 1 | 2 | 3;
              /** @enum {number} */
              tier: 0 | 1 | 2 | 3 | 4 | 5 | 6;
              /** @enum {number} */
              bonusType: 0 | 1 | 2 | 3 | 4;
              lastLogin: string | null;
              selfHostingKnownIps: string[];
              /** @enum {string} */
              language: '' | 'en' | 'de';
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user: {
              id: number;
              /** @enum {number} */
              tier: 0 | 1 | 2 | 3 | 4 | 5 | 6;
              /** @enum {number} */
              role: 0 | 1 | 2 | 3;
              /** @enum {number} */
              bonusType: 0 | 1 | 2 | 3 | 4;
              /** @default  */
              patreonEmail?: '' | string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              discordId: string;
              username: string;
              avatarUrl: string;
              email: string;
              patreonEmail: string;
              patreonId: string;
              /** @enum {number} */
              role: 0 | 1 | 2 | 3;
              /** @enum {number} */
              tier: 0 | 1 | 2 | 3 | 4 | 5 | 6;
              /** @enum {number} */
              bonusType: 0 | 1 | 2 | 3 | 4;
              lastLogin: string | null;
              selfHostingKnownIps: string[];
              /** @enum {string} */
              language: '' | 'en' | 'de';
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/downloadData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A one-time link (valid 10 minutes) to a zip of everything stored about the caller. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/downloadData/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One-time zip download. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/forDiscordUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              guildId: string;
              guildName: string;
              guildIconUrl: string;
              guildIconUrlBig: string;
              isActive: boolean;
              ownerId: string;
              managers: {
                discordId: string;
                permissions: (
                  | 'None'
                  | 'Servers_View'
                  | 'Servers_Edit'
                  | 'Kits_View'
                  | 'Kits_Edit'
                  | 'Roles_View'
                  | 'Roles_Edit'
                  | 'Nitrado_View'
                  | 'Nitrado_Edit'
                  | 'Players_View'
                  | 'Players_Edit'
                  | 'Commands_View'
                  | 'Commands_Edit'
                  | 'AsaBotSync_View'
                  | 'AsaBotSync_Edit'
                  | 'VotingIntegration_View'
                  | 'VotingIntegration_Edit'
                  | 'Tip4Serv_View'
                  | 'Tip4Serv_Edit'
                  | 'UserPortal_View'
                  | 'UserPortal_Edit'
                  | 'Owner'
                  | 'FullAccess'
                  | 'AuditLog_View'
                )[];
              }[];
              isShopEnabled: boolean;
              /**
               * @default
               * @enum {string}
               */
              language: '' | 'en' | 'de';
              apiSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default  */
                apiKey: string;
              };
              kitSettings: {
                /** @default false */
                enableBuyLimits: boolean;
                /** @default false */
                enableServerLimits: boolean;
                /** @default false */
                enableRoleLimits: boolean;
                /** @default  */
                defaultChannelId: string;
                /** @default  */
                defaultDiscordRoleId: string;
                /** @default null */
                defaultBotRoleId: number | null;
                /** @default false */
                enableClaimKitMessage: boolean;
                /** @default  */
                claimKitMessageChannelId: string;
                /** @default false */
                isKitLoggingEnabled: boolean;
                /** @default  */
                kitLoggingChannelId: string;
                /** @default 24 */
                waitingExpiryHours: number;
                /** @default true */
                isGiftingEnabled: boolean;
              };
              commandSettings: {
                /** @default true */
                enableRegisterCommand: boolean;
                /** @default  */
                creditCommandAccessRole: string;
                /** @default  */
                roleCommandAccessRole: string;
                /** @default  */
                giftCommandAccessRole: string;
                /** @default  */
                voteCommandAccessRole: string;
              };
              asaBotSyncSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default false */
                isSyncServers: boolean;
                /** @default false */
                isAutoSyncServersEnabled: boolean;
                /** @default false */
                isSyncPlayerRegistration: boolean;
                /** @default false */
                isExecuteCommands: boolean;
                /** @default  */
                apiKey: string;
                /** @default false */
                overrideApiUrl: boolean;
                /** @default  */
                apiUrl: string;
              };
              nitradoSettings: {
                /** @default false */
                isAutoSyncEnabled: boolean;
              };
              deutscheArkServerSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 0 */
                creditsPerVote: number;
                /** @default UTC */
                timezone: string;
                /** @default false */
                isVoteLoggingEnabled: boolean;
                /** @default  */
                voteLoggingChannelId: string;
                /** @default [] */
                voteRewardKeys: string[];
              };
              arkServersNetSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 0 */
                creditsPerVote: number;
                /** @default UTC */
                timezone: string;
                /** @default false */
                isVoteLoggingEnabled: boolean;
                /** @default  */
                voteLoggingChannelId: string;
                /** @default [] */
                serverKeys: string[];
              };
              discordActivitySettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 60 */
                cooldownTimer: number;
                /** @default 1 */
                minPointsPerMessage: number;
                /** @default 5 */
                maxPointsPerMessage: number;
                /** @default [] */
                channelIds: string[];
              };
              shopRoleSettings: {
                /** @default false */
                isBuyingEnabled: boolean;
                /** @default 0 */
                buyRoleDefaultPrice: number;
                /** @default  */
                shopRoleChannelId: string;
                /** @default  */
                shopRoleMessageId: string;
                /** @default false */
                isRoleTradingAllowed: boolean;
              };
              tip4ServSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default  */
                apiKey: string;
                /** @default false */
                enableLogging: boolean;
                /** @default  */
                logChannelId: string;
              };
              inGameShopSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default + */
                prefix: string;
                /** @default 3 */
                pollSeconds: number;
                /** @default help */
                helpCommand: string;
                /** @default link */
                linkCommand: string;
                /** @default bal */
                balCommand: string;
                /** @default shop */
                shopCommand: string;
                /** @default buy */
                buyCommand: string;
                /** @default orders */
                ordersCommand: string;
                /** @default redeem */
                redeemCommand: string;
                /** @default pay */
                payCommand: string;
                /** @default top */
                topCommand: string;
                /** @default [] */
                serverIds: number[];
                /** @default [] */
                relayServerIds: number[];
                /** @default  */
                relayChannelId: string;
                /** @default false */
                relayToGame: boolean;
              };
              userPortalSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default false */
                isKitsEnabled: boolean;
                /** @default false */
                isShopRanksEnabled: boolean;
              };
              transferSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 1 */
                minAmount: number;
                /** @default 0 */
                maxAmount: number;
                /** @default 0 */
                dailyLimit: number;
                /** @default 0 */
                feePercent: number;
                /** @default 0 */
                minAccountAgeDays: number;
              };
              playtimeSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default [] */
                serverIds: number[];
                /** @default 10 */
                creditsPerInterval: number;
                /** @default 15 */
                intervalMinutes: number;
                /** @default 5 */
                sampleMinutes: number;
                /** @default 0 */
                dailyCap: number;
                /** @default [] */
                rankMultipliers: {
                  rankId: number;
                  percent: number;
                }[];
              };
              leaderboardSettings: {
                /** @default false */
                isWeeklyPostEnabled: boolean;
                /** @default  */
                weeklyPostChannelId: string;
                /**
                 * @default earned
                 * @enum {string}
                 */
                weeklyPostMetric: 'earned' | 'votes' | 'kits' | 'playtime';
              };
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: {
                numKits: number;
                numItems: number;
                numServers: number;
                numRoles: number;
                overviewDays: number;
                deutscheArkServerVoting: boolean;
                arkServerNetVoting: boolean;
                tebexWebhooks: boolean;
                discordActivityPoints: boolean;
                tip4serv: boolean;
                inGameShop: boolean;
                userPortal: boolean;
                apiAccess: boolean;
                webhooks: boolean;
                coupons: boolean;
                timedSales: boolean;
                playtime: boolean;
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/managers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Name and avatar of the instance's saved managers who have logged in here (the Permissions list); managers who never logged in are missing from the answer. */
    get: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              discordId: string;
              username: string;
              avatarUrl: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            bot: {
              id: number;
              guildId: string;
              guildName: string;
              guildIconUrl: string;
              guildIconUrlBig: string;
              isActive: boolean;
              ownerId: string;
              managers: {
                discordId: string;
                permissions: (
                  | 'None'
                  | 'Servers_View'
                  | 'Servers_Edit'
                  | 'Kits_View'
                  | 'Kits_Edit'
                  | 'Roles_View'
                  | 'Roles_Edit'
                  | 'Nitrado_View'
                  | 'Nitrado_Edit'
                  | 'Players_View'
                  | 'Players_Edit'
                  | 'Commands_View'
                  | 'Commands_Edit'
                  | 'AsaBotSync_View'
                  | 'AsaBotSync_Edit'
                  | 'VotingIntegration_View'
                  | 'VotingIntegration_Edit'
                  | 'Tip4Serv_View'
                  | 'Tip4Serv_Edit'
                  | 'UserPortal_View'
                  | 'UserPortal_Edit'
                  | 'Owner'
                  | 'FullAccess'
                  | 'AuditLog_View'
                )[];
              }[];
              isShopEnabled: boolean;
              /**
               * @default
               * @enum {string}
               */
              language?: '' | 'en' | 'de';
              apiSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default  */
                apiKey?: string;
              };
              kitSettings: {
                /** @default false */
                enableBuyLimits?: boolean;
                /** @default false */
                enableServerLimits?: boolean;
                /** @default false */
                enableRoleLimits?: boolean;
                /** @default  */
                defaultChannelId?: string;
                /** @default  */
                defaultDiscordRoleId?: string;
                /** @default null */
                defaultBotRoleId?: number | null;
                /** @default false */
                enableClaimKitMessage?: boolean;
                /** @default  */
                claimKitMessageChannelId?: string;
                /** @default false */
                isKitLoggingEnabled?: boolean;
                /** @default  */
                kitLoggingChannelId?: string;
                /** @default 24 */
                waitingExpiryHours?: number;
                /** @default true */
                isGiftingEnabled?: boolean;
              };
              commandSettings: {
                /** @default true */
                enableRegisterCommand?: boolean;
                /** @default  */
                creditCommandAccessRole?: string;
                /** @default  */
                roleCommandAccessRole?: string;
                /** @default  */
                giftCommandAccessRole?: string;
                /** @default  */
                voteCommandAccessRole?: string;
              };
              asaBotSyncSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default false */
                isSyncServers?: boolean;
                /** @default false */
                isAutoSyncServersEnabled?: boolean;
                /** @default false */
                isSyncPlayerRegistration?: boolean;
                /** @default false */
                isExecuteCommands?: boolean;
                /** @default  */
                apiKey?: string;
                /** @default false */
                overrideApiUrl?: boolean;
                /** @default  */
                apiUrl?: string;
              };
              nitradoSettings: {
                /** @default false */
                isAutoSyncEnabled?: boolean;
              };
              deutscheArkServerSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default 0 */
                creditsPerVote?: number;
                /** @default UTC */
                timezone?: string;
                /** @default false */
                isVoteLoggingEnabled?: boolean;
                /** @default  */
                voteLoggingChannelId?: string;
                /** @default [] */
                voteRewardKeys?: string[];
              };
              arkServersNetSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default 0 */
                creditsPerVote?: number;
                /** @default UTC */
                timezone?: string;
                /** @default false */
                isVoteLoggingEnabled?: boolean;
                /** @default  */
                voteLoggingChannelId?: string;
                /** @default [] */
                serverKeys?: string[];
              };
              discordActivitySettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default 60 */
                cooldownTimer?: number;
                /** @default 1 */
                minPointsPerMessage?: number;
                /** @default 5 */
                maxPointsPerMessage?: number;
                /** @default [] */
                channelIds?: string[];
              };
              shopRoleSettings: {
                /** @default false */
                isBuyingEnabled?: boolean;
                /** @default 0 */
                buyRoleDefaultPrice?: number;
                /** @default  */
                shopRoleChannelId?: string;
                /** @default  */
                shopRoleMessageId?: string;
                /** @default false */
                isRoleTradingAllowed?: boolean;
              };
              tip4ServSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default  */
                apiKey?: string;
                /** @default false */
                enableLogging?: boolean;
                /** @default  */
                logChannelId?: string;
              };
              inGameShopSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default + */
                prefix?: string;
                /** @default 3 */
                pollSeconds?: number;
                /** @default help */
                helpCommand?: string;
                /** @default link */
                linkCommand?: string;
                /** @default bal */
                balCommand?: string;
                /** @default shop */
                shopCommand?: string;
                /** @default buy */
                buyCommand?: string;
                /** @default orders */
                ordersCommand?: string;
                /** @default redeem */
                redeemCommand?: string;
                /** @default pay */
                payCommand?: string;
                /** @default top */
                topCommand?: string;
                /** @default [] */
                serverIds?: number[];
                /** @default [] */
                relayServerIds?: number[];
                /** @default  */
                relayChannelId?: string;
                /** @default false */
                relayToGame?: boolean;
              };
              userPortalSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default false */
                isKitsEnabled?: boolean;
                /** @default false */
                isShopRanksEnabled?: boolean;
              };
              transferSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default 1 */
                minAmount?: number;
                /** @default 0 */
                maxAmount?: number;
                /** @default 0 */
                dailyLimit?: number;
                /** @default 0 */
                feePercent?: number;
                /** @default 0 */
                minAccountAgeDays?: number;
              };
              playtimeSettings: {
                /** @default false */
                isEnabled?: boolean;
                /** @default [] */
                serverIds?: number[];
                /** @default 10 */
                creditsPerInterval?: number;
                /** @default 15 */
                intervalMinutes?: number;
                /** @default 5 */
                sampleMinutes?: number;
                /** @default 0 */
                dailyCap?: number;
                /** @default [] */
                rankMultipliers?: {
                  rankId: number;
                  percent: number;
                }[];
              };
              leaderboardSettings: {
                /** @default false */
                isWeeklyPostEnabled?: boolean;
                /** @default  */
                weeklyPostChannelId?: string;
                /**
                 * @default earned
                 * @enum {string}
                 */
                weeklyPostMetric?: 'earned' | 'votes' | 'kits' | 'playtime';
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              guildId: string;
              guildName: string;
              guildIconUrl: string;
              guildIconUrlBig: string;
              isActive: boolean;
              ownerId: string;
              managers: {
                discordId: string;
                permissions: (
                  | 'None'
                  | 'Servers_View'
                  | 'Servers_Edit'
                  | 'Kits_View'
                  | 'Kits_Edit'
                  | 'Roles_View'
                  | 'Roles_Edit'
                  | 'Nitrado_View'
                  | 'Nitrado_Edit'
                  | 'Players_View'
                  | 'Players_Edit'
                  | 'Commands_View'
                  | 'Commands_Edit'
                  | 'AsaBotSync_View'
                  | 'AsaBotSync_Edit'
                  | 'VotingIntegration_View'
                  | 'VotingIntegration_Edit'
                  | 'Tip4Serv_View'
                  | 'Tip4Serv_Edit'
                  | 'UserPortal_View'
                  | 'UserPortal_Edit'
                  | 'Owner'
                  | 'FullAccess'
                  | 'AuditLog_View'
                )[];
              }[];
              isShopEnabled: boolean;
              /**
               * @default
               * @enum {string}
               */
              language: '' | 'en' | 'de';
              apiSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default  */
                apiKey: string;
              };
              kitSettings: {
                /** @default false */
                enableBuyLimits: boolean;
                /** @default false */
                enableServerLimits: boolean;
                /** @default false */
                enableRoleLimits: boolean;
                /** @default  */
                defaultChannelId: string;
                /** @default  */
                defaultDiscordRoleId: string;
                /** @default null */
                defaultBotRoleId: number | null;
                /** @default false */
                enableClaimKitMessage: boolean;
                /** @default  */
                claimKitMessageChannelId: string;
                /** @default false */
                isKitLoggingEnabled: boolean;
                /** @default  */
                kitLoggingChannelId: string;
                /** @default 24 */
                waitingExpiryHours: number;
                /** @default true */
                isGiftingEnabled: boolean;
              };
              commandSettings: {
                /** @default true */
                enableRegisterCommand: boolean;
                /** @default  */
                creditCommandAccessRole: string;
                /** @default  */
                roleCommandAccessRole: string;
                /** @default  */
                giftCommandAccessRole: string;
                /** @default  */
                voteCommandAccessRole: string;
              };
              asaBotSyncSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default false */
                isSyncServers: boolean;
                /** @default false */
                isAutoSyncServersEnabled: boolean;
                /** @default false */
                isSyncPlayerRegistration: boolean;
                /** @default false */
                isExecuteCommands: boolean;
                /** @default  */
                apiKey: string;
                /** @default false */
                overrideApiUrl: boolean;
                /** @default  */
                apiUrl: string;
              };
              nitradoSettings: {
                /** @default false */
                isAutoSyncEnabled: boolean;
              };
              deutscheArkServerSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 0 */
                creditsPerVote: number;
                /** @default UTC */
                timezone: string;
                /** @default false */
                isVoteLoggingEnabled: boolean;
                /** @default  */
                voteLoggingChannelId: string;
                /** @default [] */
                voteRewardKeys: string[];
              };
              arkServersNetSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 0 */
                creditsPerVote: number;
                /** @default UTC */
                timezone: string;
                /** @default false */
                isVoteLoggingEnabled: boolean;
                /** @default  */
                voteLoggingChannelId: string;
                /** @default [] */
                serverKeys: string[];
              };
              discordActivitySettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 60 */
                cooldownTimer: number;
                /** @default 1 */
                minPointsPerMessage: number;
                /** @default 5 */
                maxPointsPerMessage: number;
                /** @default [] */
                channelIds: string[];
              };
              shopRoleSettings: {
                /** @default false */
                isBuyingEnabled: boolean;
                /** @default 0 */
                buyRoleDefaultPrice: number;
                /** @default  */
                shopRoleChannelId: string;
                /** @default  */
                shopRoleMessageId: string;
                /** @default false */
                isRoleTradingAllowed: boolean;
              };
              tip4ServSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default  */
                apiKey: string;
                /** @default false */
                enableLogging: boolean;
                /** @default  */
                logChannelId: string;
              };
              inGameShopSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default + */
                prefix: string;
                /** @default 3 */
                pollSeconds: number;
                /** @default help */
                helpCommand: string;
                /** @default link */
                linkCommand: string;
                /** @default bal */
                balCommand: string;
                /** @default shop */
                shopCommand: string;
                /** @default buy */
                buyCommand: string;
                /** @default orders */
                ordersCommand: string;
                /** @default redeem */
                redeemCommand: string;
                /** @default pay */
                payCommand: string;
                /** @default top */
                topCommand: string;
                /** @default [] */
                serverIds: number[];
                /** @default [] */
                relayServerIds: number[];
                /** @default  */
                relayChannelId: string;
                /** @default false */
                relayToGame: boolean;
              };
              userPortalSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default false */
                isKitsEnabled: boolean;
                /** @default false */
                isShopRanksEnabled: boolean;
              };
              transferSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 1 */
                minAmount: number;
                /** @default 0 */
                maxAmount: number;
                /** @default 0 */
                dailyLimit: number;
                /** @default 0 */
                feePercent: number;
                /** @default 0 */
                minAccountAgeDays: number;
              };
              playtimeSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default [] */
                serverIds: number[];
                /** @default 10 */
                creditsPerInterval: number;
                /** @default 15 */
                intervalMinutes: number;
                /** @default 5 */
                sampleMinutes: number;
                /** @default 0 */
                dailyCap: number;
                /** @default [] */
                rankMultipliers: {
                  rankId: number;
                  percent: number;
                }[];
              };
              leaderboardSettings: {
                /** @default false */
                isWeeklyPostEnabled: boolean;
                /** @default  */
                weeklyPostChannelId: string;
                /**
                 * @default earned
                 * @enum {string}
                 */
                weeklyPostMetric: 'earned' | 'votes' | 'kits' | 'playtime';
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/recreateApiKey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              guildId: string;
              guildName: string;
              guildIconUrl: string;
              guildIconUrlBig: string;
              isActive: boolean;
              ownerId: string;
              managers: {
                discordId: string;
                permissions: (
                  | 'None'
                  | 'Servers_View'
                  | 'Servers_Edit'
                  | 'Kits_View'
                  | 'Kits_Edit'
                  | 'Roles_View'
                  | 'Roles_Edit'
                  | 'Nitrado_View'
                  | 'Nitrado_Edit'
                  | 'Players_View'
                  | 'Players_Edit'
                  | 'Commands_View'
                  | 'Commands_Edit'
                  | 'AsaBotSync_View'
                  | 'AsaBotSync_Edit'
                  | 'VotingIntegration_View'
                  | 'VotingIntegration_Edit'
                  | 'Tip4Serv_View'
                  | 'Tip4Serv_Edit'
                  | 'UserPortal_View'
                  | 'UserPortal_Edit'
                  | 'Owner'
                  | 'FullAccess'
                  | 'AuditLog_View'
                )[];
              }[];
              isShopEnabled: boolean;
              /**
               * @default
               * @enum {string}
               */
              language: '' | 'en' | 'de';
              apiSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default  */
                apiKey: string;
              };
              kitSettings: {
                /** @default false */
                enableBuyLimits: boolean;
                /** @default false */
                enableServerLimits: boolean;
                /** @default false */
                enableRoleLimits: boolean;
                /** @default  */
                defaultChannelId: string;
                /** @default  */
                defaultDiscordRoleId: string;
                /** @default null */
                defaultBotRoleId: number | null;
                /** @default false */
                enableClaimKitMessage: boolean;
                /** @default  */
                claimKitMessageChannelId: string;
                /** @default false */
                isKitLoggingEnabled: boolean;
                /** @default  */
                kitLoggingChannelId: string;
                /** @default 24 */
                waitingExpiryHours: number;
                /** @default true */
                isGiftingEnabled: boolean;
              };
              commandSettings: {
                /** @default true */
                enableRegisterCommand: boolean;
                /** @default  */
                creditCommandAccessRole: string;
                /** @default  */
                roleCommandAccessRole: string;
                /** @default  */
                giftCommandAccessRole: string;
                /** @default  */
                voteCommandAccessRole: string;
              };
              asaBotSyncSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default false */
                isSyncServers: boolean;
                /** @default false */
                isAutoSyncServersEnabled: boolean;
                /** @default false */
                isSyncPlayerRegistration: boolean;
                /** @default false */
                isExecuteCommands: boolean;
                /** @default  */
                apiKey: string;
                /** @default false */
                overrideApiUrl: boolean;
                /** @default  */
                apiUrl: string;
              };
              nitradoSettings: {
                /** @default false */
                isAutoSyncEnabled: boolean;
              };
              deutscheArkServerSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 0 */
                creditsPerVote: number;
                /** @default UTC */
                timezone: string;
                /** @default false */
                isVoteLoggingEnabled: boolean;
                /** @default  */
                voteLoggingChannelId: string;
                /** @default [] */
                voteRewardKeys: string[];
              };
              arkServersNetSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 0 */
                creditsPerVote: number;
                /** @default UTC */
                timezone: string;
                /** @default false */
                isVoteLoggingEnabled: boolean;
                /** @default  */
                voteLoggingChannelId: string;
                /** @default [] */
                serverKeys: string[];
              };
              discordActivitySettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 60 */
                cooldownTimer: number;
                /** @default 1 */
                minPointsPerMessage: number;
                /** @default 5 */
                maxPointsPerMessage: number;
                /** @default [] */
                channelIds: string[];
              };
              shopRoleSettings: {
                /** @default false */
                isBuyingEnabled: boolean;
                /** @default 0 */
                buyRoleDefaultPrice: number;
                /** @default  */
                shopRoleChannelId: string;
                /** @default  */
                shopRoleMessageId: string;
                /** @default false */
                isRoleTradingAllowed: boolean;
              };
              tip4ServSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default  */
                apiKey: string;
                /** @default false */
                enableLogging: boolean;
                /** @default  */
                logChannelId: string;
              };
              inGameShopSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default + */
                prefix: string;
                /** @default 3 */
                pollSeconds: number;
                /** @default help */
                helpCommand: string;
                /** @default link */
                linkCommand: string;
                /** @default bal */
                balCommand: string;
                /** @default shop */
                shopCommand: string;
                /** @default buy */
                buyCommand: string;
                /** @default orders */
                ordersCommand: string;
                /** @default redeem */
                redeemCommand: string;
                /** @default pay */
                payCommand: string;
                /** @default top */
                topCommand: string;
                /** @default [] */
                serverIds: number[];
                /** @default [] */
                relayServerIds: number[];
                /** @default  */
                relayChannelId: string;
                /** @default false */
                relayToGame: boolean;
              };
              userPortalSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default false */
                isKitsEnabled: boolean;
                /** @default false */
                isShopRanksEnabled: boolean;
              };
              transferSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default 1 */
                minAmount: number;
                /** @default 0 */
                maxAmount: number;
                /** @default 0 */
                dailyLimit: number;
                /** @default 0 */
                feePercent: number;
                /** @default 0 */
                minAccountAgeDays: number;
              };
              playtimeSettings: {
                /** @default false */
                isEnabled: boolean;
                /** @default [] */
                serverIds: number[];
                /** @default 10 */
                creditsPerInterval: number;
                /** @default 15 */
                intervalMinutes: number;
                /** @default 5 */
                sampleMinutes: number;
                /** @default 0 */
                dailyCap: number;
                /** @default [] */
                rankMultipliers: {
                  rankId: number;
                  percent: number;
                }[];
              };
              leaderboardSettings: {
                /** @default false */
                isWeeklyPostEnabled: boolean;
                /** @default  */
                weeklyPostChannelId: string;
                /**
                 * @default earned
                 * @enum {string}
                 */
                weeklyPostMetric: 'earned' | 'votes' | 'kits' | 'playtime';
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              type: number;
              parentId: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              type: number;
              parentId: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bots/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              color: number;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              message: string;
              key: string;
              params: {
                [key: string]: string | number | string[];
              };
              link: string;
              createdAt: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            notificationId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/clear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            server: {
              id?: number;
              botId?: number;
              name: string;
              /** @default 0 */
              sortingIndex?: number;
              /** @default  */
              serverGroup?: string;
              ip: string;
              rconPort: number;
              rconPassword: '**********' | string;
              /** @default 0 */
              nitradoServiceId?: number;
              /** @default  */
              asaBotServerId?: string;
              /** @default 100 */
              maxPlayers?: number;
              /** @default 0 */
              gamePort?: number;
              /** @default true */
              isEnabled?: boolean;
              /** @default NotSelected */
              hosting?: string;
              /** @default  */
              clusterId?: string;
              /** @default  */
              sessionName?: string;
              /** @default  */
              map?: string;
              /** @default  */
              version?: string;
              /** @default [] */
              modIds?: string[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            server: {
              id?: number;
              botId?: number;
              name: string;
              /** @default 0 */
              sortingIndex?: number;
              /** @default  */
              serverGroup?: string;
              ip: string;
              rconPort: number;
              rconPassword: '**********' | string;
              /** @default 0 */
              nitradoServiceId?: number;
              /** @default  */
              asaBotServerId?: string;
              /** @default 100 */
              maxPlayers?: number;
              /** @default 0 */
              gamePort?: number;
              /** @default true */
              isEnabled?: boolean;
              /** @default NotSelected */
              hosting?: string;
              /** @default  */
              clusterId?: string;
              /** @default  */
              sessionName?: string;
              /** @default  */
              map?: string;
              /** @default  */
              version?: string;
              /** @default [] */
              modIds?: string[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Updates many servers of one bot instance in one transaction (Sync All). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            servers: {
              id: number;
              botId?: number;
              name: string;
              /** @default 0 */
              sortingIndex?: number;
              /** @default  */
              serverGroup?: string;
              ip: string;
              rconPort: number;
              rconPassword: '**********' | string;
              /** @default 0 */
              nitradoServiceId?: number;
              /** @default  */
              asaBotServerId?: string;
              /** @default 100 */
              maxPlayers?: number;
              /** @default 0 */
              gamePort?: number;
              /** @default true */
              isEnabled?: boolean;
              /** @default NotSelected */
              hosting?: string;
              /** @default  */
              clusterId?: string;
              /** @default  */
              sessionName?: string;
              /** @default  */
              map?: string;
              /** @default  */
              version?: string;
              /** @default [] */
              modIds?: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/server/many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Deletes several servers of one instance in one transaction, each audited as a single delete; 400 (nothing deleted) when one id is not of the instance. Answers how many were deleted. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            serverIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Without query parameters: every player of the instance as an array (ordered by name, then id). With any of `page` (0-based), `pageSize` (default 50, at most 1000), `search`/`q` (case-insensitive over name, discordName, discordId, steamId, eosId), a filter (`rank` (shop rank id), `active` (active within N days), `joinedFrom`/`joinedTo` (YYYY-MM-DD, UTC days, inclusive), `linked` (eos, steam, none)) or a sort (`sort` name, credits, lastActive, joined; `order` asc or desc; names A to Z and the others largest/newest first by default): `{ items, total, totalExact }` with one page of matches. Matches are counted up to 1,000 past the page: when more follow, `total` is that lower bound and `totalExact` is false. In both forms `creditHistory` is `[]` to keep the list light; GET /api/player/{playerId}/credits answers a player history. */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          search?: string;
          q?: string;
          sort?: 'name' | 'credits' | 'lastActive' | 'joined';
          order?: 'asc' | 'desc';
          rank?: number;
          active?: number;
          joinedFrom?: string;
          joinedTo?: string;
          linked?: 'eos' | 'steam' | 'none';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  id: number;
                  botId: number;
                  name: string;
                  deutscheArkServerUser: string;
                  steamId: string;
                  eosId: string;
                  totalCreditsEarned: number;
                  credits: number;
                  discordId: string;
                  discordName: string;
                  boughtKits: {
                    kitId: number;
                    kitName: string;
                    serverId: number | null;
                    boughtAt: string;
                  }[];
                  creditHistory: {
                    id: number;
                    playerId: number;
                    amount: number;
                    balanceAfter: number;
                    reason: string;
                    actor: string;
                    createdAt: string;
                    /** @enum {string} */
                    kind:
                      | 'vote'
                      | 'activity'
                      | 'passive_income'
                      | 'tip4serv'
                      | 'purchase'
                      | 'rank_purchase'
                      | 'refund'
                      | 'gift_sent'
                      | 'admin_grant'
                      | 'admin_take'
                      | 'api'
                      | 'import'
                      | 'starting_credits'
                      | 'transfer_out'
                      | 'transfer_in'
                      | 'transfer_fee'
                      | 'playtime'
                      | 'season_reset'
                      | 'other';
                    /** @enum {string} */
                    actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                    refs: {
                      purchaseId?: number;
                      couponId?: number;
                      voteSite?: string;
                      importId?: string;
                    };
                    params: {
                      [key: string]: string | number;
                    };
                  }[];
                  kitVouchers: {
                    kitId: number;
                    count: number;
                  }[];
                  roles: number[];
                  votingHistory: {
                    site: string;
                    votedAt: string;
                  }[];
                  joinedAt?: string;
                  lastActiveAt?: string;
                }[]
              | {
                  items: {
                    id: number;
                    botId: number;
                    name: string;
                    deutscheArkServerUser: string;
                    steamId: string;
                    eosId: string;
                    totalCreditsEarned: number;
                    credits: number;
                    discordId: string;
                    discordName: string;
                    boughtKits: {
                      kitId: number;
                      kitName: string;
                      serverId: number | null;
                      boughtAt: string;
                    }[];
                    creditHistory: {
                      id: number;
                      playerId: number;
                      amount: number;
                      balanceAfter: number;
                      reason: string;
                      actor: string;
                      createdAt: string;
                      /** @enum {string} */
                      kind:
                        | 'vote'
                        | 'activity'
                        | 'passive_income'
                        | 'tip4serv'
                        | 'purchase'
                        | 'rank_purchase'
                        | 'refund'
                        | 'gift_sent'
                        | 'admin_grant'
                        | 'admin_take'
                        | 'api'
                        | 'import'
                        | 'starting_credits'
                        | 'transfer_out'
                        | 'transfer_in'
                        | 'transfer_fee'
                        | 'playtime'
                        | 'season_reset'
                        | 'other';
                      /** @enum {string} */
                      actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                      refs: {
                        purchaseId?: number;
                        couponId?: number;
                        voteSite?: string;
                        importId?: string;
                      };
                      params: {
                        [key: string]: string | number;
                      };
                    }[];
                    kitVouchers: {
                      kitId: number;
                      count: number;
                    }[];
                    roles: number[];
                    votingHistory: {
                      site: string;
                      votedAt: string;
                    }[];
                    joinedAt?: string;
                    lastActiveAt?: string;
                  }[];
                  total: number;
                  totalExact: boolean;
                };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/{playerId}/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A player's credit history, newest first. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          playerId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              playerId: number;
              amount: number;
              balanceAfter: number;
              reason: string;
              actor: string;
              createdAt: string;
              /** @enum {string} */
              kind:
                | 'vote'
                | 'activity'
                | 'passive_income'
                | 'tip4serv'
                | 'purchase'
                | 'rank_purchase'
                | 'refund'
                | 'gift_sent'
                | 'admin_grant'
                | 'admin_take'
                | 'api'
                | 'import'
                | 'starting_credits'
                | 'transfer_out'
                | 'transfer_in'
                | 'transfer_fee'
                | 'playtime'
                | 'season_reset'
                | 'other';
              /** @enum {string} */
              actorType: 'player' | 'manager' | 'system' | 'integration' | '';
              refs: {
                purchaseId?: number;
                couponId?: number;
                voteSite?: string;
                importId?: string;
              };
              params: {
                [key: string]: string | number;
              };
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/export/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The players of the instance as CSV (id order), filtered like the list (search/q, rank, active, joinedFrom/joinedTo, linked; sort is ignored). UTF-8 CSV with a byte-order mark (for spreadsheet programs) and a header line, streamed. */
    get: {
      parameters: {
        query?: {
          search?: string;
          q?: string;
          sort?: 'name' | 'credits' | 'lastActive' | 'joined';
          order?: 'asc' | 'desc';
          rank?: number;
          active?: number;
          joinedFrom?: string;
          joinedTo?: string;
          linked?: 'eos' | 'steam' | 'none';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/credit-history/export/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The instance's credit history as CSV, oldest first, filtered like GET /api/player/credit-history/list/{botId} (from/to, source, playerId). UTF-8 CSV with a byte-order mark (for spreadsheet programs) and a header line, streamed. */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          source?:
            | 'votes'
            | 'activity'
            | 'passiveIncome'
            | 'tip4serv'
            | 'admins'
            | 'other'
            | 'spent'
            | 'refunded'
            | 'removed';
          playerId?: number;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/credit-history/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One page of the instance's credit history (every player's), newest first, each row with its player's name and its source as the overview counts it: `page` is 0-based, `pageSize` 25 by default (at most 100); `from`/`to` (YYYY-MM-DD, UTC days, inclusive), `source` (votes, activity, passiveIncome, tip4serv, admins, other, spent, refunded, removed) and `playerId` filter. Rows are counted up to 1,000 past the page: when more follow, `total` is that lower bound and `totalExact` is false. */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          from?: string;
          to?: string;
          source?:
            | 'votes'
            | 'activity'
            | 'passiveIncome'
            | 'tip4serv'
            | 'admins'
            | 'other'
            | 'spent'
            | 'refunded'
            | 'removed';
          playerId?: number;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                playerId: number;
                playerName: string;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                /** @enum {string} */
                source:
                  | 'votes'
                  | 'activity'
                  | 'passiveIncome'
                  | 'tip4serv'
                  | 'admins'
                  | 'other'
                  | 'spent'
                  | 'refunded'
                  | 'removed';
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              total: number;
              totalExact: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/import/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Imports players and credits from CSV (the columns of GET /api/player/export/{botId}; id, totalCreditsEarned and createdAt are ignored). A line matches a player by discordId, else creates one; a present column sets the field, a missing one leaves it; `credits: "set"` sets the balance to the cell, `"add"` adds the cell (an empty cell leaves it), each change with a credit-history row. Each line is checked by the same rules as POST/PUT /api/player and PUT /api/player/credit. `dryRun: true` (default) answers the preview (every line with its changes or problems) and changes nothing; `dryRun: false` applies every line in one transaction, or none: with any problem it answers 400 with fields "line N". At most 100000 lines and 20971520 bytes. The file may also be sent as the body itself (`Content-Type: text/csv`, streamed; `dryRun` and `credits` in the query). The answer lists the lines with problems first and at most 1,000 lines (`lines`: how many the file has); an apply writes one audit row (`auditId`) with the summary. */
    post: {
      parameters: {
        query?: {
          dryRun?: 'true' | 'false';
          credits?: 'set' | 'add';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            csv: string;
            /** @default true */
            dryRun?: boolean;
            /**
             * @default set
             * @enum {string}
             */
            credits?: 'set' | 'add';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dryRun: boolean;
              applied: boolean;
              rows: {
                line: number;
                key: string;
                name: string;
                /** @enum {string} */
                action: 'create' | 'update' | 'unchanged';
                changes: string[];
                problems: string[];
              }[];
              lines: number;
              created: number;
              updated: number;
              unchanged: number;
              problems: number;
              creditsAdded?: number;
              creditsTaken?: number;
              auditId?: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Updates a player of the stored row's instance. credits, totalCreditsEarned, vouchers, bought kits and voting history are NOT changed here (audited routes only); shop-rank ids of another instance are refused with 400. balances change only through PUT /api/player/credit (with a history row). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            player: {
              id?: number;
              botId?: number;
              name: string;
              discordName: string;
              discordId: string;
              /** @default  */
              steamId?: string;
              /** @default  */
              eosId?: string;
              /** @default  */
              deutscheArkServerUser?: string;
              /** @default 0 */
              credits?: number;
              /** @default 0 */
              totalCreditsEarned?: number;
              boughtKits?: {
                kitId: number;
                kitName: string;
                serverId: number | null;
                boughtAt: string;
              }[];
              creditHistory?: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              kitVouchers?: {
                kitId: number;
                count: number;
              }[];
              roles?: number[];
              votingHistory?: {
                site: string;
                votedAt: string;
              }[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              deutscheArkServerUser: string;
              steamId: string;
              eosId: string;
              totalCreditsEarned: number;
              credits: number;
              discordId: string;
              discordName: string;
              boughtKits: {
                kitId: number;
                kitName: string;
                serverId: number | null;
                boughtAt: string;
              }[];
              creditHistory: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              kitVouchers: {
                kitId: number;
                count: number;
              }[];
              roles: number[];
              votingHistory: {
                site: string;
                votedAt: string;
              }[];
              joinedAt?: string;
              lastActiveAt?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    /** @description Creates a player; credits and totalCreditsEarned always start at 0. The Discord ID is unique per instance (409). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            player: {
              id?: number;
              botId?: number;
              name: string;
              discordName: string;
              discordId: string;
              /** @default  */
              steamId?: string;
              /** @default  */
              eosId?: string;
              /** @default  */
              deutscheArkServerUser?: string;
              /** @default 0 */
              credits?: number;
              /** @default 0 */
              totalCreditsEarned?: number;
              boughtKits?: {
                kitId: number;
                kitName: string;
                serverId: number | null;
                boughtAt: string;
              }[];
              creditHistory?: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              kitVouchers?: {
                kitId: number;
                count: number;
              }[];
              roles?: number[];
              votingHistory?: {
                site: string;
                votedAt: string;
              }[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              deutscheArkServerUser: string;
              steamId: string;
              eosId: string;
              totalCreditsEarned: number;
              credits: number;
              discordId: string;
              discordName: string;
              boughtKits: {
                kitId: number;
                kitName: string;
                serverId: number | null;
                boughtAt: string;
              }[];
              creditHistory: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              kitVouchers: {
                kitId: number;
                count: number;
              }[];
              roles: number[];
              votingHistory: {
                site: string;
                votedAt: string;
              }[];
              joinedAt?: string;
              lastActiveAt?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            playerId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/credit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Adds `credits` (the difference; negative takes) to the balance in one locked transaction, never below 0 (400), raising totalCreditsEarned only on positive changes, and records a history row. Answers the updated player with its credit history (newest first). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            playerId: number;
            credits: number;
            /** @default  */
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              deutscheArkServerUser: string;
              steamId: string;
              eosId: string;
              totalCreditsEarned: number;
              credits: number;
              discordId: string;
              discordName: string;
              boughtKits: {
                kitId: number;
                kitName: string;
                serverId: number | null;
                boughtAt: string;
              }[];
              creditHistory: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              kitVouchers: {
                kitId: number;
                count: number;
              }[];
              roles: number[];
              votingHistory: {
                site: string;
                votedAt: string;
              }[];
              joinedAt?: string;
              lastActiveAt?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Deletes several players of one instance (and their credit history) in one transaction, each recorded in the audit log; 400 (nothing deleted) when one is not a player of the instance. Answers how many were deleted. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            playerIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/bulk-credits/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description What a bulk credit change would do now: `players` whose balance changes and `total` credits moved. `target` is `{ playerIds }` (players of the instance, 404 otherwise) or `{ rankId }` (every player holding that shop rank); `amount` > 0 grants, < 0 takes (at most each balance). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            target:
              | {
                  playerIds: number[];
                }
              | {
                  rankId: number;
                };
            amount: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              players: number;
              total: number;
              replayed?: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/bulk-credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Applies a bulk credit change (as the preview describes) in one transaction: one credit-history row per changed player, one audit-log entry with the reason. The same `idempotencyKey` applies once: a repeat answers the first result with `replayed: true` (409 when the body differs). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            target:
              | {
                  playerIds: number[];
                }
              | {
                  rankId: number;
                };
            amount: number;
            reason: string;
            idempotencyKey: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              players: number;
              total: number;
              replayed?: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rcon/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Connects to a game server over RCON (auth + ListPlayers) and reports {success, message}. Needs Servers_Edit on the instance named by botId; limited to 20 tests a minute per user and 60 per instance. With a serverId (a server of that instance) the masked password uses the stored one, only for the stored host and port. Hosts go through the outbound guard (private addresses refused unless ALLOW_PRIVATE_TARGETS). The owner sees why a test failed; anybody else gets one generic failure answer. No server output is echoed back. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            host: string;
            port: number;
            password: string;
            serverId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: boolean;
              message: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/patreon/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Patreon webhook for members:create / members:update / members:delete, signed with X-Patreon-Signature. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              isEnabled: boolean;
              isBuyable: boolean;
              messageId: string;
              name: string;
              description: string;
              iconUrl: string;
              price: number;
              useBuyLimit: boolean;
              maxBuys: number;
              /** @enum {string} */
              resetAt: 'never' | 'daily' | 'weekly' | 'monthly';
              useServerLimit: boolean;
              serverIds: number[];
              serverGroups: string[];
              /** @enum {string} */
              kitType: 'normal' | 'multipleChoice' | 'random';
              itemGroups: {
                index: number;
                name: string;
                items: {
                  index: number;
                  command: string;
                }[];
                /** @default 1 */
                weight: number;
              }[];
              useRoleLimit: boolean;
              requiredRole: number | null;
              requiredDiscordRoleId: string;
              channelId: string;
              mustBeOnline: boolean;
              stock: number | null;
              /** @enum {string} */
              stockReset: 'never' | 'daily' | 'weekly' | 'monthly';
              salePercent: number;
              saleFrom: string | null;
              saleTo: string | null;
              salePrice: number | null;
              stockLeft: number | null;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit/draws/{botId}/{kitId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A random kit's draws against its odds: purchases with a recorded draw, per item group its weight, chance now (percent), draws and expected draws (total x chance now). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          kitId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              kitId: number;
              total: number;
              groups: {
                index: number;
                name: string;
                weight: number;
                percent: number;
                draws: number;
                expected: number;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit/export/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Every kit of the instance as CSV (the list's order): servers and the required shop rank by name, itemGroups as JSON `[{"name": "...", "items": ["command", ...]}]`. UTF-8 CSV with a byte-order mark and a header line. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit/import/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Imports kits from CSV (the columns of GET /api/kit/export/{botId}; id is ignored). A line matches a kit by name, else creates one; a present column sets the field, a missing one leaves it. Each line is checked as POST/PUT /api/kit check (the spec's rules, the tier's kit and item limits). `dryRun: true` (default) answers the preview and changes nothing; `dryRun: false` applies every line in one transaction, or none: with any problem it answers 400 with fields "line N". At most 100000 lines and 20971520 bytes. The file may also be sent as the body itself (`Content-Type: text/csv`, streamed; `dryRun` in the query). The answer lists the lines with problems first and at most 1,000 lines (`lines`: how many the file has); an apply writes one audit row (`auditId`) with the summary. */
    post: {
      parameters: {
        query?: {
          dryRun?: 'true' | 'false';
          credits?: 'set' | 'add';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            csv: string;
            /** @default true */
            dryRun?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dryRun: boolean;
              applied: boolean;
              rows: {
                line: number;
                key: string;
                name: string;
                /** @enum {string} */
                action: 'create' | 'update' | 'unchanged';
                changes: string[];
                problems: string[];
              }[];
              lines: number;
              created: number;
              updated: number;
              unchanged: number;
              problems: number;
              creditsAdded?: number;
              creditsTaken?: number;
              auditId?: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit/samples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Ready-made ARK kits for "Add Sample Kit". */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              kit: {
                id?: number;
                botId?: number;
                /** @default 0 */
                sortingIndex: number;
                /** @default true */
                isEnabled: boolean;
                /** @default true */
                isBuyable: boolean;
                /** @default  */
                messageId: string;
                name: string;
                description: string;
                /** @default  */
                iconUrl: string;
                /** @default 0 */
                price: number;
                /** @default false */
                useBuyLimit: boolean;
                /** @default 0 */
                maxBuys: number;
                /**
                 * @default never
                 * @enum {string}
                 */
                resetAt: 'never' | 'daily' | 'weekly' | 'monthly';
                /** @default false */
                useServerLimit: boolean;
                /** @default [] */
                serverIds: number[];
                /** @default [] */
                serverGroups: string[];
                /**
                 * @default normal
                 * @enum {string}
                 */
                kitType: 'normal' | 'multipleChoice' | 'random';
                /** @default [] */
                itemGroups: {
                  index: number;
                  /** @default  */
                  name: string;
                  /** @default [] */
                  items: {
                    index: number;
                    command: string;
                  }[];
                  /** @default 1 */
                  weight: number;
                }[];
                /** @default false */
                useRoleLimit: boolean;
                /** @default null */
                requiredRole: number | null;
                /** @default  */
                requiredDiscordRoleId: string;
                /** @default  */
                channelId: string;
                /** @default true */
                mustBeOnline: boolean;
                /** @default null */
                stock: number | null;
                /**
                 * @default never
                 * @enum {string}
                 */
                stockReset: 'never' | 'daily' | 'weekly' | 'monthly';
                /** @default 0 */
                salePercent: number;
                /**
                 * Format: date-time
                 * @default null
                 */
                saleFrom: string | null;
                /**
                 * Format: date-time
                 * @default null
                 */
                saleTo: string | null;
              };
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kit: {
              id?: number;
              botId?: number;
              /** @default 0 */
              sortingIndex?: number;
              /** @default true */
              isEnabled?: boolean;
              /** @default true */
              isBuyable?: boolean;
              /** @default  */
              messageId?: string;
              name: string;
              description: string;
              /** @default  */
              iconUrl?: string;
              /** @default 0 */
              price?: number;
              /** @default false */
              useBuyLimit?: boolean;
              /** @default 0 */
              maxBuys?: number;
              /**
               * @default never
               * @enum {string}
               */
              resetAt?: 'never' | 'daily' | 'weekly' | 'monthly';
              /** @default false */
              useServerLimit?: boolean;
              /** @default [] */
              serverIds?: number[];
              /** @default [] */
              serverGroups?: string[];
              /**
               * @default normal
               * @enum {string}
               */
              kitType?: 'normal' | 'multipleChoice' | 'random';
              /** @default [] */
              itemGroups?: {
                index: number;
                /** @default  */
                name?: string;
                /** @default [] */
                items?: {
                  index: number;
                  command: string;
                }[];
                /** @default 1 */
                weight?: number;
              }[];
              /** @default false */
              useRoleLimit?: boolean;
              /** @default null */
              requiredRole?: number | null;
              /** @default  */
              requiredDiscordRoleId?: string;
              /** @default  */
              channelId?: string;
              /** @default true */
              mustBeOnline?: boolean;
              /** @default null */
              stock?: number | null;
              /**
               * @default never
               * @enum {string}
               */
              stockReset?: 'never' | 'daily' | 'weekly' | 'monthly';
              /** @default 0 */
              salePercent?: number;
              /**
               * Format: date-time
               * @default null
               */
              saleFrom?: string | null;
              /**
               * Format: date-time
               * @default null
               */
              saleTo?: string | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              isEnabled: boolean;
              isBuyable: boolean;
              messageId: string;
              name: string;
              description: string;
              iconUrl: string;
              price: number;
              useBuyLimit: boolean;
              maxBuys: number;
              /** @enum {string} */
              resetAt: 'never' | 'daily' | 'weekly' | 'monthly';
              useServerLimit: boolean;
              serverIds: number[];
              serverGroups: string[];
              /** @enum {string} */
              kitType: 'normal' | 'multipleChoice' | 'random';
              itemGroups: {
                index: number;
                name: string;
                items: {
                  index: number;
                  command: string;
                }[];
                /** @default 1 */
                weight: number;
              }[];
              useRoleLimit: boolean;
              requiredRole: number | null;
              requiredDiscordRoleId: string;
              channelId: string;
              mustBeOnline: boolean;
              stock: number | null;
              /** @enum {string} */
              stockReset: 'never' | 'daily' | 'weekly' | 'monthly';
              salePercent: number;
              saleFrom: string | null;
              saleTo: string | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kit: {
              id?: number;
              botId?: number;
              /** @default 0 */
              sortingIndex?: number;
              /** @default true */
              isEnabled?: boolean;
              /** @default true */
              isBuyable?: boolean;
              /** @default  */
              messageId?: string;
              name: string;
              description: string;
              /** @default  */
              iconUrl?: string;
              /** @default 0 */
              price?: number;
              /** @default false */
              useBuyLimit?: boolean;
              /** @default 0 */
              maxBuys?: number;
              /**
               * @default never
               * @enum {string}
               */
              resetAt?: 'never' | 'daily' | 'weekly' | 'monthly';
              /** @default false */
              useServerLimit?: boolean;
              /** @default [] */
              serverIds?: number[];
              /** @default [] */
              serverGroups?: string[];
              /**
               * @default normal
               * @enum {string}
               */
              kitType?: 'normal' | 'multipleChoice' | 'random';
              /** @default [] */
              itemGroups?: {
                index: number;
                /** @default  */
                name?: string;
                /** @default [] */
                items?: {
                  index: number;
                  command: string;
                }[];
                /** @default 1 */
                weight?: number;
              }[];
              /** @default false */
              useRoleLimit?: boolean;
              /** @default null */
              requiredRole?: number | null;
              /** @default  */
              requiredDiscordRoleId?: string;
              /** @default  */
              channelId?: string;
              /** @default true */
              mustBeOnline?: boolean;
              /** @default null */
              stock?: number | null;
              /**
               * @default never
               * @enum {string}
               */
              stockReset?: 'never' | 'daily' | 'weekly' | 'monthly';
              /** @default 0 */
              salePercent?: number;
              /**
               * Format: date-time
               * @default null
               */
              saleFrom?: string | null;
              /**
               * Format: date-time
               * @default null
               */
              saleTo?: string | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              isEnabled: boolean;
              isBuyable: boolean;
              messageId: string;
              name: string;
              description: string;
              iconUrl: string;
              price: number;
              useBuyLimit: boolean;
              maxBuys: number;
              /** @enum {string} */
              resetAt: 'never' | 'daily' | 'weekly' | 'monthly';
              useServerLimit: boolean;
              serverIds: number[];
              serverGroups: string[];
              /** @enum {string} */
              kitType: 'normal' | 'multipleChoice' | 'random';
              itemGroups: {
                index: number;
                name: string;
                items: {
                  index: number;
                  command: string;
                }[];
                /** @default 1 */
                weight: number;
              }[];
              useRoleLimit: boolean;
              requiredRole: number | null;
              requiredDiscordRoleId: string;
              channelId: string;
              mustBeOnline: boolean;
              stock: number | null;
              /** @enum {string} */
              stockReset: 'never' | 'daily' | 'weekly' | 'monthly';
              salePercent: number;
              saleFrom: string | null;
              saleTo: string | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kitId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kit/many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Deletes several kits of one instance in one transaction, each audited as a single delete; 400 (nothing deleted) when one id is not of the instance. Answers how many were deleted. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            kitIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              name: string;
              description: string;
              iconUrl: string;
              discount: number;
              passiveCredits: number;
              /** @enum {string} */
              roleMode: 'none' | 'discord' | 'bot';
              assignDiscordRoleId: string;
              buyRoleEnabled: boolean;
              buyRolePrice: number;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            role: {
              id?: number;
              botId?: number;
              /** @default 0 */
              sortingIndex?: number;
              name: string;
              description: string;
              /** @default  */
              iconUrl?: string;
              /** @default 0 */
              discount?: number;
              /** @default 0 */
              passiveCredits?: number;
              /**
               * @default none
               * @enum {string}
               */
              roleMode?: 'none' | 'discord' | 'bot';
              /** @default  */
              assignDiscordRoleId?: string;
              /** @default false */
              buyRoleEnabled?: boolean;
              buyRolePrice?: number;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              name: string;
              description: string;
              iconUrl: string;
              discount: number;
              passiveCredits: number;
              /** @enum {string} */
              roleMode: 'none' | 'discord' | 'bot';
              assignDiscordRoleId: string;
              buyRoleEnabled: boolean;
              buyRolePrice: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            role: {
              id?: number;
              botId?: number;
              /** @default 0 */
              sortingIndex?: number;
              name: string;
              description: string;
              /** @default  */
              iconUrl?: string;
              /** @default 0 */
              discount?: number;
              /** @default 0 */
              passiveCredits?: number;
              /**
               * @default none
               * @enum {string}
               */
              roleMode?: 'none' | 'discord' | 'bot';
              /** @default  */
              assignDiscordRoleId?: string;
              /** @default false */
              buyRoleEnabled?: boolean;
              buyRolePrice?: number;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              name: string;
              description: string;
              iconUrl: string;
              discount: number;
              passiveCredits: number;
              /** @enum {string} */
              roleMode: 'none' | 'discord' | 'bot';
              assignDiscordRoleId: string;
              buyRoleEnabled: boolean;
              buyRolePrice: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roleId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Deletes several shop ranks of one instance in one transaction, each audited as a single delete; 400 (nothing deleted) when one id is not of the instance. Answers how many were deleted. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            roleIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/auth/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The Nitrado login (OAuth2 authorize) URL for this bot instance. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/auth/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          code?: string;
          state?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/auth/verify/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/auth/usernames/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              nitradoId: string;
              username: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/auth/logout/{botId}/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          username: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/auth/logoutAll/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/services/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description ASA game servers of every logged-in account. The admin (RCON) password is only shown to callers with Nitrado_Edit. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number | string;
              ip: string;
              gamePort: number;
              rconPort: number;
              name: string;
              clusterId: string;
              adminPassword: string;
              mods: string[];
              slots: number;
              /** @default  */
              username: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/sync/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Sync status per Nitrado service (passwords compared on the server). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              serverId: number | null;
              serviceId: number | string;
              /** @enum {string} */
              status: 'Sync Required' | 'Synchronized' | 'No Server';
              isSyncRequired: boolean;
              /** @default [] */
              differences: ('ip' | 'rconPort' | 'rconPassword')[];
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    /** @description Sync / Sync All: copies host, RCON port and password of the linked Nitrado services onto the given servers in one transaction (needs Nitrado_Edit and Servers_Edit). Passwords are stored encrypted and never answered. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/link/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Links a server to a Nitrado service. 409 with a warning when the Nitrado service is already linked to another server, unless overwrite is true (which unlinks the other). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverId: number;
            serviceId: number | string;
            /** @default false */
            overwrite?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/unlink/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Removes a server's link to its Nitrado service. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nitrado/addServer/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Creates a server from a Nitrado service (name, host, RCON port, password) with the link set; the tier's server limit applies (403). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serviceId: number | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asabot/servers/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The companion bot's servers; RCON passwords only for callers with AsaBotSync_Edit. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number | string;
              ip: string;
              gamePort: number;
              rconPort: number;
              name: string;
              clusterId: string;
              adminPassword: string;
              mods: string[];
              slots: number;
              /** @default  */
              username: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asabot/sync/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Sync status per ASA Bot server (passwords compared on the server). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              serverId: number | null;
              serviceId: number | string;
              /** @enum {string} */
              status: 'Sync Required' | 'Synchronized' | 'No Server';
              isSyncRequired: boolean;
              /** @default [] */
              differences: ('ip' | 'rconPort' | 'rconPassword')[];
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    /** @description Sync / Sync All: copies host, RCON port and password of the linked ASA Bot servers onto the given servers in one transaction (needs AsaBotSync_Edit and Servers_Edit). Passwords are stored encrypted and never answered. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asabot/link/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Links a server to a ASA Bot server. 409 with a warning when the ASA Bot server is already linked to another server, unless overwrite is true (which unlinks the other). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverId: number;
            serviceId: number | string;
            /** @default false */
            overwrite?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asabot/unlink/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Removes a server's link to its ASA Bot server. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serverId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asabot/addServer/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Creates a server from a ASA Bot server (name, host, RCON port, password) with the link set; the tier's server limit applies (403). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serviceId: number | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              sortingIndex: number;
              serverGroup: string;
              ip: string;
              rconPort: number;
              rconPassword: string;
              nitradoServiceId: number;
              asaBotServerId: string;
              maxPlayers: number;
              gamePort: number;
              isEnabled: boolean;
              hosting: string;
              clusterId: string;
              sessionName: string;
              map: string;
              version: string;
              modIds: string[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tip4serv/checkConnection/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Checks the stored Tip4Serv key against Tip4Serv and answers the text the dashboard shows. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/voting/checkConnection/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Reads each saved key's vote list once (nothing is claimed) and answers what the vote site said, per key. */
    get: {
      parameters: {
        query: {
          site: 'ark-servers.net' | 'deutsche-arkserver.de';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              key: string;
              ok: boolean;
              text: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/status/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Last and next run of the scheduled jobs, with this instance’s own problems */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              label: string;
              intervalSeconds: number;
              lastRunAt: string | null;
              nextRunAt: string | null;
              ok: boolean | null;
              failures: number;
              instanceProblem: string;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the instance's players
     * @description One page of players ordered by name, then id. `page` is 1-based, `pageSize` at most 100 (default 50); `search` matches a part of the name, Discord name, Discord ID, Steam ID or EOS ID (case-insensitive). `creditHistory` is `[]` here; GET /api/v1/players/{playerRef} has it.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                botId: number;
                name: string;
                deutscheArkServerUser: string;
                steamId: string;
                eosId: string;
                totalCreditsEarned: number;
                credits: number;
                discordId: string;
                discordName: string;
                boughtKits: {
                  kitId: number;
                  kitName: string;
                  serverId: number | null;
                  boughtAt: string;
                }[];
                creditHistory: {
                  id: number;
                  playerId: number;
                  amount: number;
                  balanceAfter: number;
                  reason: string;
                  actor: string;
                  createdAt: string;
                  /** @enum {string} */
                  kind:
                    | 'vote'
                    | 'activity'
                    | 'passive_income'
                    | 'tip4serv'
                    | 'purchase'
                    | 'rank_purchase'
                    | 'refund'
                    | 'gift_sent'
                    | 'admin_grant'
                    | 'admin_take'
                    | 'api'
                    | 'import'
                    | 'starting_credits'
                    | 'transfer_out'
                    | 'transfer_in'
                    | 'transfer_fee'
                    | 'playtime'
                    | 'season_reset'
                    | 'other';
                  /** @enum {string} */
                  actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                  refs: {
                    purchaseId?: number;
                    couponId?: number;
                    voteSite?: string;
                    importId?: string;
                  };
                  params: {
                    [key: string]: string | number;
                  };
                }[];
                kitVouchers: {
                  kitId: number;
                  count: number;
                }[];
                roles: number[];
                votingHistory: {
                  site: string;
                  votedAt: string;
                }[];
                joinedAt?: string;
                lastActiveAt?: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players/{playerRef}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one player
     * @description `playerRef` is the player id (up to 10 digits) or the Discord ID (15 to 25 digits) of a player of the key's instance; a player of another instance is not found (404). Answers the player with the 50 newest credit-history rows.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          playerRef: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              name: string;
              deutscheArkServerUser: string;
              steamId: string;
              eosId: string;
              totalCreditsEarned: number;
              credits: number;
              discordId: string;
              discordName: string;
              boughtKits: {
                kitId: number;
                kitName: string;
                serverId: number | null;
                boughtAt: string;
              }[];
              creditHistory: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              kitVouchers: {
                kitId: number;
                count: number;
              }[];
              roles: number[];
              votingHistory: {
                site: string;
                votedAt: string;
              }[];
              joinedAt?: string;
              lastActiveAt?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players/{playerRef}/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a player's credits
     * @description `playerRef` is the player id (up to 10 digits) or the Discord ID (15 to 25 digits) of a player of the key's instance; a player of another instance is not found (404). Adds `amount` (a whole number, not 0; negative takes credits) to the balance in one transaction with the player row locked and writes a credit-history row with actor `api` and your `reason` (at most 200 characters). Positive amounts also raise totalCreditsEarned. A balance below 0 is refused with 400 and nothing changes. Answers the new balance and the history row.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          playerRef: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount: number;
            /** @default  */
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              playerId: number;
              credits: number;
              totalCreditsEarned: number;
              entry: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/kits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the instance's kits
     * @description Every kit of the instance, ordered by sorting index, then id.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              sortingIndex: number;
              isEnabled: boolean;
              isBuyable: boolean;
              messageId: string;
              name: string;
              description: string;
              iconUrl: string;
              price: number;
              useBuyLimit: boolean;
              maxBuys: number;
              /** @enum {string} */
              resetAt: 'never' | 'daily' | 'weekly' | 'monthly';
              useServerLimit: boolean;
              serverIds: number[];
              serverGroups: string[];
              /** @enum {string} */
              kitType: 'normal' | 'multipleChoice' | 'random';
              itemGroups: {
                index: number;
                name: string;
                items: {
                  index: number;
                  command: string;
                }[];
                /** @default 1 */
                weight: number;
              }[];
              useRoleLimit: boolean;
              requiredRole: number | null;
              requiredDiscordRoleId: string;
              channelId: string;
              mustBeOnline: boolean;
              stock: number | null;
              /** @enum {string} */
              stockReset: 'never' | 'daily' | 'weekly' | 'monthly';
              salePercent: number;
              saleFrom: string | null;
              saleTo: string | null;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players/{playerRef}/vouchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Grant kit vouchers to a player
     * @description `playerRef` is the player id or Discord ID of a player of the instance. Adds `count` vouchers (a whole number, not 0, at most 1000 either way; negative removes, never below 0) for `kitId`, a kit of the key's instance (404 otherwise). A voucher lets the player redeem the kit without credits. Answers the player's vouchers.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          playerRef: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kitId: number;
            count: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              playerId: number;
              kitVouchers: {
                kitId: number;
                count: number;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/purchases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the instance's kit purchases
     * @description Kit purchases and voucher redemptions, newest first. `page` is 1-based, `pageSize` at most 100 (default 50); filter by `playerId` (a player of the instance, 404 otherwise) and `status` (queued, delivering, waiting, delivered, failed, expired, unknown).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          playerId?: number;
          status?: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                botId: number;
                playerId: number | null;
                playerName: string;
                kitId: number | null;
                kitName: string;
                serverId: number | null;
                serverName: string;
                /** @enum {string} */
                source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
                price: number;
                usedVoucher: boolean;
                couponCode: string;
                couponDiscount: number;
                itemGroupName: string;
                /** @enum {string} */
                status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
                refunded: boolean;
                refund: {
                  amount: number;
                  reason: string;
                  by: string;
                  at: string;
                } | null;
                results: {
                  command: string;
                  ok: boolean;
                  response: string;
                }[];
                commands: {
                  command: string;
                  /** @enum {string} */
                  status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                  response: string;
                  sentAt: string | null;
                  answeredAt: string | null;
                  answerSeen: boolean;
                }[];
                waitingReason: string;
                waiting: {
                  /** @enum {string} */
                  key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                mustBeOnline: boolean;
                expiresAt: string | null;
                attempts: number;
                error: string;
                failure: {
                  /** @enum {string} */
                  key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                idChange: string;
                gift: {
                  fromPlayerId: number | null;
                  fromName: string;
                  message: string;
                } | null;
                createdAt: string;
                deliveredAt: string | null;
                notice?: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    /**
     * Buy a kit for a player
     * @description Buys `kitId` for the player with `discordId` (a registered player of the instance, 404 otherwise) on `serverId`, charging their credits, with every rule of the shop (shop switch, kit and server enabled, server/role/buy limits, price with rank discount, enough credits: 4xx with a readable `message` otherwise). Answers the purchase in its current state: `delivered`, or `waiting` (the player is not on the server, or the server is unreachable; delivered later by the queue, or refunded when it expires), `failed` (refunded) or `unknown`. The `Idempotency-Key` header is required: the same key within 24 hours answers the first purchase (with the header `Idempotent-Replayed: true`) and never charges twice. The same key with a different order (player, kit, server, item group or gift recipient) answers 422 and charges nothing. A gift: `giftTo` names the recipient (player id or Discord ID of a player of the instance; 404 otherwise, 400 `gift_to_self` for the buyer), `giftMessage` an optional message (at most 200 characters, cleaned). The buyer pays (with their rank discount); the recipient must be online and gets the kit; the recipient's rank and Discord role apply, and the gift counts toward the buyer's buy limit (never the recipient's); a refund goes to the buyer. The answer is the purchase of the recipient (`gift` names the buyer). `maxPrice` (optional): the most the buyer agrees to pay; when the charge would be higher (a sale ended, a rank discount was lost) the answer is 409 with `code` `price_changed` and the new `price`, and nothing is charged.
     */
    post: {
      parameters: {
        query?: never;
        header: {
          'idempotency-key': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            discordId: string;
            kitId: number;
            serverId: number;
            itemGroupIndex?: number;
            coupon?: string;
            giftTo?: string;
            giftMessage?: string;
            maxPrice?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              playerId: number | null;
              playerName: string;
              kitId: number | null;
              kitName: string;
              serverId: number | null;
              serverName: string;
              /** @enum {string} */
              source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
              price: number;
              usedVoucher: boolean;
              couponCode: string;
              couponDiscount: number;
              itemGroupName: string;
              /** @enum {string} */
              status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
              refunded: boolean;
              refund: {
                amount: number;
                reason: string;
                by: string;
                at: string;
              } | null;
              results: {
                command: string;
                ok: boolean;
                response: string;
              }[];
              commands: {
                command: string;
                /** @enum {string} */
                status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                response: string;
                sentAt: string | null;
                answeredAt: string | null;
                answerSeen: boolean;
              }[];
              waitingReason: string;
              waiting: {
                /** @enum {string} */
                key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                params: {
                  [key: string]: string;
                };
              } | null;
              mustBeOnline: boolean;
              expiresAt: string | null;
              attempts: number;
              error: string;
              failure: {
                /** @enum {string} */
                key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                params: {
                  [key: string]: string;
                };
              } | null;
              idChange: string;
              gift: {
                fromPlayerId: number | null;
                fromName: string;
                message: string;
              } | null;
              createdAt: string;
              deliveredAt: string | null;
              notice?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One page of the instance's kit purchases and voucher redemptions, newest first: `page` is 0-based, `pageSize` 25 by default (at most 100); `status` (queued, delivering, waiting, delivered, failed, expired, unknown), `playerId`, `kit`, `server` (ids), `source` and `from`/`to` (YYYY-MM-DD, UTC days, inclusive) filter; `sort` (createdAt, price, playerName, kitName) with `order` (asc, desc; desc by default) orders. `counts` has the purchases per status under the other filters. Each purchase lists its commands with their progress. */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          from?: string;
          to?: string;
          status?: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
          source?: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
          playerId?: number;
          kit?: number;
          server?: number;
          sort?: 'createdAt' | 'price' | 'playerName' | 'kitName';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                botId: number;
                playerId: number | null;
                playerName: string;
                kitId: number | null;
                kitName: string;
                serverId: number | null;
                serverName: string;
                /** @enum {string} */
                source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
                price: number;
                usedVoucher: boolean;
                couponCode: string;
                couponDiscount: number;
                itemGroupName: string;
                /** @enum {string} */
                status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
                refunded: boolean;
                refund: {
                  amount: number;
                  reason: string;
                  by: string;
                  at: string;
                } | null;
                results: {
                  command: string;
                  ok: boolean;
                  response: string;
                }[];
                commands: {
                  command: string;
                  /** @enum {string} */
                  status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                  response: string;
                  sentAt: string | null;
                  answeredAt: string | null;
                  answerSeen: boolean;
                }[];
                waitingReason: string;
                waiting: {
                  /** @enum {string} */
                  key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                mustBeOnline: boolean;
                expiresAt: string | null;
                attempts: number;
                error: string;
                failure: {
                  /** @enum {string} */
                  key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                idChange: string;
                gift: {
                  fromPlayerId: number | null;
                  fromName: string;
                  message: string;
                } | null;
                createdAt: string;
                deliveredAt: string | null;
                notice?: string;
              }[];
              total: number;
              counts: {
                [key: string]: number;
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase/export/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The instance's purchases as CSV, oldest first, filtered like the list (status, source, playerId, kit, server, from/to as YYYY-MM-DD UTC days, inclusive; sort is ignored). UTF-8 CSV with a byte-order mark and a header line, streamed. */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          status?: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
          source?: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
          playerId?: number;
          kit?: number;
          server?: number;
          sort?: 'createdAt' | 'price' | 'playerName' | 'kitName';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Retries a failed or expired delivery: charges the player again (credits or one voucher) when it was refunded, counting against the buy limit unless `ignoreBuyLimit` is true, then queues the commands that did not succeed and tries at once. Answers the updated purchase (delivered, waiting, ...). 409 for a purchase that is not failed or expired. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            purchaseId: number;
            /** @default false */
            ignoreBuyLimit?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              playerId: number | null;
              playerName: string;
              kitId: number | null;
              kitName: string;
              serverId: number | null;
              serverName: string;
              /** @enum {string} */
              source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
              price: number;
              usedVoucher: boolean;
              couponCode: string;
              couponDiscount: number;
              itemGroupName: string;
              /** @enum {string} */
              status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
              refunded: boolean;
              refund: {
                amount: number;
                reason: string;
                by: string;
                at: string;
              } | null;
              results: {
                command: string;
                ok: boolean;
                response: string;
              }[];
              commands: {
                command: string;
                /** @enum {string} */
                status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                response: string;
                sentAt: string | null;
                answeredAt: string | null;
                answerSeen: boolean;
              }[];
              waitingReason: string;
              waiting: {
                /** @enum {string} */
                key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                params: {
                  [key: string]: string;
                };
              } | null;
              mustBeOnline: boolean;
              expiresAt: string | null;
              attempts: number;
              error: string;
              failure: {
                /** @enum {string} */
                key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                params: {
                  [key: string]: string;
                };
              } | null;
              idChange: string;
              gift: {
                fromPlayerId: number | null;
                fromName: string;
                message: string;
              } | null;
              createdAt: string;
              deliveredAt: string | null;
              notice?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The owner's decision on a purchase whose delivery is `unknown` (a command may have run): `send-again` re-sends the unknown commands (and the rest), `mark-delivered` counts them as done (sending any never sent), `refund` gives back what was paid. 409 for other statuses. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            purchaseId: number;
            /** @enum {string} */
            action: 'send-again' | 'mark-delivered' | 'refund';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              playerId: number | null;
              playerName: string;
              kitId: number | null;
              kitName: string;
              serverId: number | null;
              serverName: string;
              /** @enum {string} */
              source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
              price: number;
              usedVoucher: boolean;
              couponCode: string;
              couponDiscount: number;
              itemGroupName: string;
              /** @enum {string} */
              status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
              refunded: boolean;
              refund: {
                amount: number;
                reason: string;
                by: string;
                at: string;
              } | null;
              results: {
                command: string;
                ok: boolean;
                response: string;
              }[];
              commands: {
                command: string;
                /** @enum {string} */
                status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                response: string;
                sentAt: string | null;
                answeredAt: string | null;
                answerSeen: boolean;
              }[];
              waitingReason: string;
              waiting: {
                /** @enum {string} */
                key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                params: {
                  [key: string]: string;
                };
              } | null;
              mustBeOnline: boolean;
              expiresAt: string | null;
              attempts: number;
              error: string;
              failure: {
                /** @enum {string} */
                key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                params: {
                  [key: string]: string;
                };
              } | null;
              idChange: string;
              gift: {
                fromPlayerId: number | null;
                fromName: string;
                message: string;
              } | null;
              createdAt: string;
              deliveredAt: string | null;
              notice?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description An owner's refund of an order (issue 36): delivered, queued, waiting, unknown, or failed / expired when nothing was given back. `amount` credits go back to whoever paid (at most what was paid; absent or null: all of it; a voucher redemption gives back its voucher and takes no amount), with the coupon use, the stock unit and the buy-limit count, in one transaction with a `refund` ledger entry linked to the order, an audit row and a `purchase.refunded` webhook event. A queued or waiting order becomes `failed` and is never delivered; the others keep their status, `refunded`. 409 `already_refunded` (once per order), 409 `purchase_delivering` (a command may be in flight: try again once it finished), 400 `refund_too_large`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            purchaseId: number;
            amount?: number | null;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              playerId: number | null;
              playerName: string;
              kitId: number | null;
              kitName: string;
              serverId: number | null;
              serverName: string;
              /** @enum {string} */
              source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
              price: number;
              usedVoucher: boolean;
              couponCode: string;
              couponDiscount: number;
              itemGroupName: string;
              /** @enum {string} */
              status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
              refunded: boolean;
              refund: {
                amount: number;
                reason: string;
                by: string;
                at: string;
              } | null;
              results: {
                command: string;
                ok: boolean;
                response: string;
              }[];
              commands: {
                command: string;
                /** @enum {string} */
                status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                response: string;
                sentAt: string | null;
                answeredAt: string | null;
                answerSeen: boolean;
              }[];
              waitingReason: string;
              waiting: {
                /** @enum {string} */
                key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                params: {
                  [key: string]: string;
                };
              } | null;
              mustBeOnline: boolean;
              expiresAt: string | null;
              attempts: number;
              error: string;
              failure: {
                /** @enum {string} */
                key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                params: {
                  [key: string]: string;
                };
              } | null;
              idChange: string;
              gift: {
                fromPlayerId: number | null;
                fromName: string;
                message: string;
              } | null;
              createdAt: string;
              deliveredAt: string | null;
              notice?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase/refund-many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Full refunds of up to 100 orders of one instance with one reason (the Purchases screen's selection), each as `POST /api/purchase/refund` in its own transaction: one refused does not stop the others. Answers the refunded orders and each refused one with its `code` and `message` (already_refunded, purchase_delivering, not_found, ...). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botId: number;
            purchaseIds: number[];
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              refunded: {
                id: number;
                botId: number;
                playerId: number | null;
                playerName: string;
                kitId: number | null;
                kitName: string;
                serverId: number | null;
                serverName: string;
                /** @enum {string} */
                source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
                price: number;
                usedVoucher: boolean;
                couponCode: string;
                couponDiscount: number;
                itemGroupName: string;
                /** @enum {string} */
                status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
                refunded: boolean;
                refund: {
                  amount: number;
                  reason: string;
                  by: string;
                  at: string;
                } | null;
                results: {
                  command: string;
                  ok: boolean;
                  response: string;
                }[];
                commands: {
                  command: string;
                  /** @enum {string} */
                  status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                  response: string;
                  sentAt: string | null;
                  answeredAt: string | null;
                  answerSeen: boolean;
                }[];
                waitingReason: string;
                waiting: {
                  /** @enum {string} */
                  key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                mustBeOnline: boolean;
                expiresAt: string | null;
                attempts: number;
                error: string;
                failure: {
                  /** @enum {string} */
                  key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                idChange: string;
                gift: {
                  fromPlayerId: number | null;
                  fromName: string;
                  message: string;
                } | null;
                createdAt: string;
                deliveredAt: string | null;
                notice?: string;
              }[];
              refused: {
                purchaseId: number;
                code: string;
                message: string;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/buy-limits/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Resets a player's kit buy limits: one kit (`kitId`) or every kit (`kitId` null). Limits then count only purchases made after the reset; the reset is recorded with who made it and when. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            playerId: number;
            /** @default null */
            kitId?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              playerId: number;
              kitId: number | null;
              actor: string;
              createdAt: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/voucher': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Changes a player's vouchers for a kit of the same instance by `count` (the difference; negative removes, never below 0). Answers the player's vouchers. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            playerId: number;
            kitId: number;
            count: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              kitId: number;
              count: number;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The public catalog of a player portal (404 when it does not exist or is off). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              guildId: string;
              guildName: string;
              guildIconUrl: string;
              isShopEnabled: boolean;
              kitsEnabled: boolean;
              shopRanksEnabled: boolean;
              kits: {
                id: number;
                name: string;
                description: string;
                iconUrl: string;
                price: number;
                /** @enum {string} */
                kitType: 'normal' | 'multipleChoice' | 'random';
                itemGroups: {
                  index: number;
                  name: string;
                }[];
                odds:
                  | {
                      index: number;
                      name: string;
                      percent: number;
                    }[]
                  | null;
                isBuyable: boolean;
                serverIds: number[];
                requiredRankName: string | null;
                salePrice: number | null;
                saleEndsAt: string | null;
                stockLeft: number | null;
              }[];
              shopRanks: {
                id: number;
                name: string;
                description: string;
                iconUrl: string;
                discount: number;
                passiveCredits: number;
                buyPrice: number | null;
              }[];
              servers: {
                id: number;
                name: string;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's player on the instance, matched by Discord id; created with 0 credits on the first visit. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              player: {
                id: number;
                name: string;
                discordName: string;
                eosId: string;
                credits: number;
                totalCreditsEarned: number;
              };
              created: boolean;
              dmNotifications: boolean;
              demoPresence: boolean;
              inGameShop: {
                link: string;
                shop: string;
                buy: string;
                bal: string;
              } | null;
              creditHistory: {
                id: number;
                playerId: number;
                amount: number;
                balanceAfter: number;
                reason: string;
                actor: string;
                createdAt: string;
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'tip4serv'
                  | 'purchase'
                  | 'rank_purchase'
                  | 'refund'
                  | 'gift_sent'
                  | 'admin_grant'
                  | 'admin_take'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'transfer_fee'
                  | 'playtime'
                  | 'season_reset'
                  | 'other';
                /** @enum {string} */
                actorType: 'player' | 'manager' | 'system' | 'integration' | '';
                refs: {
                  purchaseId?: number;
                  couponId?: number;
                  voteSite?: string;
                  importId?: string;
                };
                params: {
                  [key: string]: string | number;
                };
              }[];
              vouchers: {
                kitId: number;
                kitName: string;
                count: number;
              }[];
              shopRanks: {
                id: number;
                name: string;
                discount: number;
              }[];
              purchases: {
                id: number;
                botId: number;
                playerId: number | null;
                playerName: string;
                kitId: number | null;
                kitName: string;
                serverId: number | null;
                serverName: string;
                /** @enum {string} */
                source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
                price: number;
                usedVoucher: boolean;
                couponCode: string;
                couponDiscount: number;
                itemGroupName: string;
                /** @enum {string} */
                status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
                refunded: boolean;
                refund: {
                  amount: number;
                  reason: string;
                  by: string;
                  at: string;
                } | null;
                results: {
                  command: string;
                  ok: boolean;
                  response: string;
                }[];
                commands: {
                  command: string;
                  /** @enum {string} */
                  status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                  response: string;
                  sentAt: string | null;
                  answeredAt: string | null;
                  answerSeen: boolean;
                }[];
                waitingReason: string;
                waiting: {
                  /** @enum {string} */
                  key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                mustBeOnline: boolean;
                expiresAt: string | null;
                attempts: number;
                error: string;
                failure: {
                  /** @enum {string} */
                  key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                  params: {
                    [key: string]: string;
                  };
                } | null;
                idChange: string;
                gift: {
                  fromPlayerId: number | null;
                  fromName: string;
                  message: string;
                } | null;
                createdAt: string;
                deliveredAt: string | null;
                notice?: string;
              }[];
              kitPrices: {
                kitId: number;
                price: number;
              }[];
              buyLimits: {
                kitId: number;
                maxBuys: number;
                used: number;
                resetsAt: string | null;
              }[];
              transfers: {
                minAmount: number;
                maxAmount: number;
                dailyLimit: number;
                feePercent: number;
                leftToday: number | null;
              } | null;
              leaderboardOptOut: boolean;
              playtimeToday: number | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/buy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Buys a kit for credits and delivers it to the chosen server. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kitId: number;
            serverId: number;
            itemGroupIndex?: number;
            coupon?: string;
            shownPrice?: number;
            giftTo?: number;
            giftMessage?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              playerId: number | null;
              playerName: string;
              kitId: number | null;
              kitName: string;
              serverId: number | null;
              serverName: string;
              /** @enum {string} */
              source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
              price: number;
              usedVoucher: boolean;
              couponCode: string;
              couponDiscount: number;
              itemGroupName: string;
              /** @enum {string} */
              status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
              refunded: boolean;
              refund: {
                amount: number;
                reason: string;
                by: string;
                at: string;
              } | null;
              results: {
                command: string;
                ok: boolean;
                response: string;
              }[];
              commands: {
                command: string;
                /** @enum {string} */
                status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                response: string;
                sentAt: string | null;
                answeredAt: string | null;
                answerSeen: boolean;
              }[];
              waitingReason: string;
              waiting: {
                /** @enum {string} */
                key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                params: {
                  [key: string]: string;
                };
              } | null;
              mustBeOnline: boolean;
              expiresAt: string | null;
              attempts: number;
              error: string;
              failure: {
                /** @enum {string} */
                key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                params: {
                  [key: string]: string;
                };
              } | null;
              idChange: string;
              gift: {
                fromPlayerId: number | null;
                fromName: string;
                message: string;
              } | null;
              createdAt: string;
              deliveredAt: string | null;
              notice?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Redeems one voucher of a kit and delivers it to the chosen server. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kitId: number;
            serverId: number;
            itemGroupIndex?: number;
            coupon?: string;
            shownPrice?: number;
            giftTo?: number;
            giftMessage?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              playerId: number | null;
              playerName: string;
              kitId: number | null;
              kitName: string;
              serverId: number | null;
              serverName: string;
              /** @enum {string} */
              source: 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game';
              price: number;
              usedVoucher: boolean;
              couponCode: string;
              couponDiscount: number;
              itemGroupName: string;
              /** @enum {string} */
              status: 'queued' | 'delivering' | 'waiting' | 'delivered' | 'failed' | 'expired' | 'unknown';
              refunded: boolean;
              refund: {
                amount: number;
                reason: string;
                by: string;
                at: string;
              } | null;
              results: {
                command: string;
                ok: boolean;
                response: string;
              }[];
              commands: {
                command: string;
                /** @enum {string} */
                status: 'pending' | 'sending' | 'ok' | 'error' | 'unknown';
                response: string;
                sentAt: string | null;
                answeredAt: string | null;
                answerSeen: boolean;
              }[];
              waitingReason: string;
              waiting: {
                /** @enum {string} */
                key: 'waitingForPlayer' | 'waitingForRecipient' | 'waitingForServer';
                params: {
                  [key: string]: string;
                };
              } | null;
              mustBeOnline: boolean;
              expiresAt: string | null;
              attempts: number;
              error: string;
              failure: {
                /** @enum {string} */
                key: 'expired' | 'serverGone' | 'ownerRefund' | 'ownerCancel';
                params: {
                  [key: string]: string;
                };
              } | null;
              idChange: string;
              gift: {
                fromPlayerId: number | null;
                fromName: string;
                message: string;
              } | null;
              createdAt: string;
              deliveredAt: string | null;
              notice?: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/players': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The recipient search of a gift: players of the instance whose name contains `q` (at least 2 characters, case-insensitive), the caller left out, by name, at most 10; ids and names only (404 while kits are not offered). Only for registered players of the instance (a player with the caller's Discord id who holds or earned credits, a voucher, a kit or a shop rank, or linked a game account; the empty player the first visit creates does not count): 403 for anybody else. */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rows: {
                id: number;
                name: string;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Switches the Discord DMs the caller gets about their orders (delivered after waiting, expired, failed). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dmNotifications: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dmNotifications: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/linkCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A one-time code (15 minutes) the player types in game as `+link <code>` to link their game account (404 while the in-game shop is off). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              expiresAt: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/buyRank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Buys a shop rank for credits. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rankId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              credits: number;
              shopRanks: {
                id: number;
                name: string;
                discount: number;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/online': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Demo mode only: whether a player is on the demo game server (its ListPlayers answer). Kits that need the buyer online wait while they are off. Without `playerId` it is the caller's own player of the demo guild (the player portal switch); another player needs Players_View to read and Players_Edit to switch, on that player's instance. */
    get: {
      parameters: {
        query?: {
          playerId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              playerId: number;
              online: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    /** @description Demo mode only: whether a player is on the demo game server (its ListPlayers answer). Kits that need the buyer online wait while they are off. Without `playerId` it is the caller's own player of the demo guild (the player portal switch); another player needs Players_View to read and Players_Edit to switch, on that player's instance. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            playerId?: number;
            online: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              playerId: number;
              online: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/say': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Demo mode only: the caller's player of the demo guild types a line in the demo game server's chat (e.g. `+bal`); the in-game shop reads it like any chat line. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              said: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The audit log of an instance (the owner, or a manager with AuditLog_View), newest first (pages of 50): who changed what through the API, only the changed fields before and after, secrets masked. Filters: actor (user id), entity, from/to (YYYY-MM-DD, UTC days, inclusive); `before` takes the answer's `next` for the older page. */
    get: {
      parameters: {
        query?: {
          actor?: number;
          entity?:
            | 'kit'
            | 'server'
            | 'shopRank'
            | 'player'
            | 'credits'
            | 'settings'
            | 'permissions'
            | 'purchase'
            | 'instance'
            | 'user'
            | 'webhook'
            | 'coupon';
          from?: string;
          to?: string;
          before?: number;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entries: {
                id: number;
                botId: number | null;
                actorUserId: number | null;
                actorName: string;
                actorAvatarUrl: string;
                action: string;
                entity: string;
                entityId: string;
                before: {
                  [key: string]: unknown;
                };
                after: {
                  [key: string]: unknown;
                };
                createdAt: string;
              }[];
              next: number | null;
              actors: {
                id: number;
                name: string;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/retention/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description How many days the audit log keeps its rows, and when the daily prune last ran (null before its first run). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              days: number;
              lastPrunedAt: string | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    /** @description How many days the audit log keeps its rows (1-3650, default 365); pruned daily. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            days: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              days: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inGameShop/status/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Per server read: the chat reader's state; and the latest in-game commands with outcome. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              readers: {
                serverId: number;
                serverName: string;
                lastReadAt: string | null;
                lastOkAt: string | null;
                lastError: string;
                failures: number;
                linesLastHour: number;
                commandsLastHour: number;
              }[];
              commands: {
                id: number;
                serverName: string;
                platformName: string;
                message: string;
                status: string;
                outcome: string;
                reply: string;
                createdAt: string;
                processedAt: string | null;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inGameShop/link/{botId}/{playerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The EOS id of a player and when it was linked in game with +link (null: not linked in game). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          playerId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              eosId: string;
              linkedAt: string | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inGameShop/unlink/{botId}/{playerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Removes the EOS id of a player (audited); the player links again with +link. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          playerId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              eosId: string;
              linkedAt: string | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The instance's economy for a range of whole UTC days (`from`/`to`, YYYY-MM-DD, both included; default the last 30 days) by `bucket` (day, or week starting Monday): credits created per source (votes, Discord activity, passive income, Tip4Serv, admins, other) and credits spent, refunded and removed; the credits players hold now; top kits; where the range's purchases stand (median seconds to delivery); active buyers; new players; the onboarding checklist. 400 for a reversed range or one longer than 366 days; 403 with the tier notice for a start before the tier's history (limits.overviewDays). */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          bucket?: 'day' | 'week';
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              /** @enum {string} */
              bucket: 'day' | 'week';
              historyDays: number;
              buckets: {
                votes: number;
                activity: number;
                passiveIncome: number;
                tip4serv: number;
                admins: number;
                other: number;
                spent: number;
                refunded: number;
                removed: number;
                start: string;
              }[];
              totals: {
                votes: number;
                activity: number;
                passiveIncome: number;
                tip4serv: number;
                admins: number;
                other: number;
                spent: number;
                refunded: number;
                removed: number;
              };
              balance: {
                credits: number;
                players: number;
              };
              topKits: {
                kitId: number | null;
                kitName: string;
                count: number;
                credits: number;
              }[];
              deliveries: {
                delivered: number;
                waiting: number;
                failed: number;
                expired: number;
                needsDecision: number;
                medianSeconds: number | null;
              };
              activeBuyers: number;
              newPlayers: number;
              checklist: {
                /** @enum {string} */
                step: 'addServer' | 'testRcon' | 'createKit' | 'postShop' | 'invitePlayers';
                done: boolean;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One sample body of each event an endpoint may receive (and of `test`). Every body is POSTed as application/json with the header `X-Asa-Signature: t=<unix seconds>,v1=<hex>`: the HMAC-SHA256 of `<t>.<body>` with the endpoint secret. Refuse a timestamp more than 300 s from your clock and deduplicate on the body's `id` (docs/webhooks.md). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              samples: (
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'purchase.created';
                    createdAt: string;
                    botId: number;
                    data: {
                      purchaseId: number;
                      playerId: number | null;
                      playerName: string;
                      kitId: number | null;
                      kitName: string;
                      serverId: number | null;
                      serverName: string;
                      price: number;
                      usedVoucher: boolean;
                      status: string;
                      error: string;
                      gift: {
                        buyerPlayerId: number | null;
                        buyerName: string;
                        recipientPlayerId: number | null;
                        recipientName: string;
                      } | null;
                      coupon: {
                        code: string;
                        discount: number;
                      } | null;
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'purchase.delivered';
                    createdAt: string;
                    botId: number;
                    data: {
                      purchaseId: number;
                      playerId: number | null;
                      playerName: string;
                      kitId: number | null;
                      kitName: string;
                      serverId: number | null;
                      serverName: string;
                      price: number;
                      usedVoucher: boolean;
                      status: string;
                      error: string;
                      gift: {
                        buyerPlayerId: number | null;
                        buyerName: string;
                        recipientPlayerId: number | null;
                        recipientName: string;
                      } | null;
                      coupon: {
                        code: string;
                        discount: number;
                      } | null;
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'purchase.refunded';
                    createdAt: string;
                    botId: number;
                    data: {
                      purchaseId: number;
                      playerId: number | null;
                      playerName: string;
                      kitId: number | null;
                      kitName: string;
                      serverId: number | null;
                      serverName: string;
                      price: number;
                      usedVoucher: boolean;
                      status: string;
                      error: string;
                      gift: {
                        buyerPlayerId: number | null;
                        buyerName: string;
                        recipientPlayerId: number | null;
                        recipientName: string;
                      } | null;
                      coupon: {
                        code: string;
                        discount: number;
                      } | null;
                      refund: {
                        amount: number;
                        voucher: boolean;
                        /** @enum {string} */
                        why: 'failed' | 'expired' | 'owner';
                        reason: string;
                        by: string;
                      };
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'purchase.needs_decision';
                    createdAt: string;
                    botId: number;
                    data: {
                      purchaseId: number;
                      playerId: number | null;
                      playerName: string;
                      kitId: number | null;
                      kitName: string;
                      serverId: number | null;
                      serverName: string;
                      price: number;
                      usedVoucher: boolean;
                      status: string;
                      error: string;
                      gift: {
                        buyerPlayerId: number | null;
                        buyerName: string;
                        recipientPlayerId: number | null;
                        recipientName: string;
                      } | null;
                      coupon: {
                        code: string;
                        discount: number;
                      } | null;
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'credits.changed';
                    createdAt: string;
                    botId: number;
                    data: {
                      playerId: number;
                      amount: number;
                      balanceAfter: number;
                      reason: string;
                      actor: string;
                      /** @enum {string} */
                      kind:
                        | 'vote'
                        | 'activity'
                        | 'passive_income'
                        | 'tip4serv'
                        | 'purchase'
                        | 'rank_purchase'
                        | 'refund'
                        | 'gift_sent'
                        | 'admin_grant'
                        | 'admin_take'
                        | 'api'
                        | 'import'
                        | 'starting_credits'
                        | 'transfer_out'
                        | 'transfer_in'
                        | 'transfer_fee'
                        | 'playtime'
                        | 'season_reset'
                        | 'other';
                      refs: {
                        purchaseId?: number;
                        couponId?: number;
                        voteSite?: string;
                        importId?: string;
                      };
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'vote.credited';
                    createdAt: string;
                    botId: number;
                    data: {
                      playerId: number;
                      site: string;
                      credits: number;
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'player.linked';
                    createdAt: string;
                    botId: number;
                    data: {
                      playerId: number;
                      eosId: string;
                      discordId: string;
                    };
                  }
                | {
                    id: string;
                    /** @enum {number} */
                    version: 1;
                    /** @enum {string} */
                    type: 'test';
                    createdAt: string;
                    botId: number;
                    data: {
                      message: string;
                    };
                  }
              )[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoints: {
                id: number;
                botId: number;
                url: string;
                events: (
                  | 'purchase.created'
                  | 'purchase.delivered'
                  | 'purchase.refunded'
                  | 'purchase.needs_decision'
                  | 'credits.changed'
                  | 'vote.credited'
                  | 'player.linked'
                )[];
                enabled: boolean;
                createdAt: string;
                failingSince: string | null;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Adds an endpoint. The answer holds its signing secret, shown this once. Every body is POSTed as application/json with the header `X-Asa-Signature: t=<unix seconds>,v1=<hex>`: the HMAC-SHA256 of `<t>.<body>` with the endpoint secret. Refuse a timestamp more than 300 s from your clock and deduplicate on the body's `id` (docs/webhooks.md). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
            events: (
              | 'purchase.created'
              | 'purchase.delivered'
              | 'purchase.refunded'
              | 'purchase.needs_decision'
              | 'credits.changed'
              | 'vote.credited'
              | 'player.linked'
            )[];
            /** @default true */
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: {
                id: number;
                botId: number;
                url: string;
                events: (
                  | 'purchase.created'
                  | 'purchase.delivered'
                  | 'purchase.refunded'
                  | 'purchase.needs_decision'
                  | 'credits.changed'
                  | 'vote.credited'
                  | 'player.linked'
                )[];
                enabled: boolean;
                createdAt: string;
                failingSince: string | null;
              };
              secret: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/endpoint/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
            events: (
              | 'purchase.created'
              | 'purchase.delivered'
              | 'purchase.refunded'
              | 'purchase.needs_decision'
              | 'credits.changed'
              | 'vote.credited'
              | 'player.linked'
            )[];
            /** @default true */
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              url: string;
              events: (
                | 'purchase.created'
                | 'purchase.delivered'
                | 'purchase.refunded'
                | 'purchase.needs_decision'
                | 'credits.changed'
                | 'vote.credited'
                | 'player.linked'
              )[];
              enabled: boolean;
              createdAt: string;
              failingSince: string | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/endpoint/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A new signing secret (shown this once); the old one stops working at once. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: {
                id: number;
                botId: number;
                url: string;
                events: (
                  | 'purchase.created'
                  | 'purchase.delivered'
                  | 'purchase.refunded'
                  | 'purchase.needs_decision'
                  | 'credits.changed'
                  | 'vote.credited'
                  | 'player.linked'
                )[];
                enabled: boolean;
                createdAt: string;
                failingSince: string | null;
              };
              secret: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/endpoint/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Queues a `test` event for this endpoint and sends it now (ahead of the endpoint's other deliveries); see the delivery log. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              eventId: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/delivery/{id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sends a delivered or failed delivery again (same body and event id) as a new delivery at the end of its endpoint's queue; 409 while it is still pending. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              eventId: string;
              event: string;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed';
              attempts: number;
              lastStatus: number | null;
              lastAnswer: string;
              lastAttemptAt: string | null;
              nextAttemptAt: string | null;
              createdAt: string;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/endpoint/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The delivery log: the newest 50 deliveries with their last answer (kept 7 days). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deliveries: {
                id: number;
                eventId: string;
                event: string;
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed';
                attempts: number;
                lastStatus: number | null;
                lastAnswer: string;
                lastAttemptAt: string | null;
                nextAttemptAt: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              amount: number;
              /** @enum {string} */
              scope: 'all' | 'kits' | 'ranks';
              kitIds: number[];
              rankIds: number[];
              validFrom: string | null;
              validTo: string | null;
              maxUses: number;
              maxUsesPerPlayer: number;
              firstPurchaseOnly: boolean;
              minPrice: number;
              stackable: boolean;
              creatorTag: string;
              uses: number;
              createdAt: string;
              paused: boolean;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            amount: number;
            /** @enum {string} */
            scope: 'all' | 'kits' | 'ranks';
            /** @default [] */
            kitIds?: number[];
            /** @default [] */
            rankIds?: number[];
            /**
             * Format: date-time
             * @default null
             */
            validFrom?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            validTo?: string | null;
            /** @default 0 */
            maxUses?: number;
            /** @default 0 */
            maxUsesPerPlayer?: number;
            /** @default false */
            firstPurchaseOnly?: boolean;
            /** @default 0 */
            minPrice?: number;
            /** @default false */
            stackable?: boolean;
            /** @default  */
            creatorTag?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              amount: number;
              /** @enum {string} */
              scope: 'all' | 'kits' | 'ranks';
              kitIds: number[];
              rankIds: number[];
              validFrom: string | null;
              validTo: string | null;
              maxUses: number;
              maxUsesPerPlayer: number;
              firstPurchaseOnly: boolean;
              minPrice: number;
              stackable: boolean;
              creatorTag: string;
              uses: number;
              createdAt: string;
              paused: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/{botId}/{couponId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          couponId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            amount: number;
            /** @enum {string} */
            scope: 'all' | 'kits' | 'ranks';
            /** @default [] */
            kitIds?: number[];
            /** @default [] */
            rankIds?: number[];
            /**
             * Format: date-time
             * @default null
             */
            validFrom?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            validTo?: string | null;
            /** @default 0 */
            maxUses?: number;
            /** @default 0 */
            maxUsesPerPlayer?: number;
            /** @default false */
            firstPurchaseOnly?: boolean;
            /** @default 0 */
            minPrice?: number;
            /** @default false */
            stackable?: boolean;
            /** @default  */
            creatorTag?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              amount: number;
              /** @enum {string} */
              scope: 'all' | 'kits' | 'ranks';
              kitIds: number[];
              rankIds: number[];
              validFrom: string | null;
              validTo: string | null;
              maxUses: number;
              maxUsesPerPlayer: number;
              firstPurchaseOnly: boolean;
              minPrice: number;
              stackable: boolean;
              creatorTag: string;
              uses: number;
              createdAt: string;
              paused: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          couponId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': boolean;
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/{botId}/{couponId}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Pauses (`paused: true`) or resumes a coupon. A paused coupon is refused as not valid (`coupon_invalid`) until resumed; its dates, limits and uses stay. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
          couponId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paused: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              botId: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              amount: number;
              /** @enum {string} */
              scope: 'all' | 'kits' | 'ranks';
              kitIds: number[];
              rankIds: number[];
              validFrom: string | null;
              validTo: string | null;
              maxUses: number;
              maxUsesPerPlayer: number;
              firstPurchaseOnly: boolean;
              minPrice: number;
              stackable: boolean;
              creatorTag: string;
              uses: number;
              createdAt: string;
              paused: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/report/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Per coupon (by code): its purchases, the uses they still hold, the credits it took off them (`creditsDiscounted`) and the credits they were charged (`revenue`); a purchase given back (refunded, expired) counts in `purchases` only. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coupons: {
                couponId: number;
                code: string;
                creatorTag: string;
                paused: boolean;
                purchases: number;
                uses: number;
                creditsDiscounted: number;
                revenue: number;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/report-export/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The coupon report as CSV (one line per coupon, by code). UTF-8 CSV with a byte-order mark and a header line. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/uses/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Purchases made with a coupon of the instance (or with `couponId` only), newest first: who, which purchase, the creator tag, the discount and whether the use still counts (a refund gives it back). `page` is 0-based, `pageSize` 25 by default (at most 100). */
    get: {
      parameters: {
        query?: {
          couponId?: number;
          page?: number;
          pageSize?: number;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                purchaseId: number;
                couponCode: string;
                creatorTag: string;
                playerId: number | null;
                playerName: string;
                kitName: string;
                price: number;
                couponDiscount: number;
                status: string;
                counted: boolean;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/coupon/export/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The coupon uses of the instance as CSV, oldest first (optionally of `couponId` only). UTF-8 CSV with a byte-order mark and a header line, streamed. */
    get: {
      parameters: {
        query?: {
          couponId?: number;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Version, processes, jobs, queues and failing integrations across every instance */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              version: string;
              commit: string;
              /** @enum {string} */
              database: 'pglite' | 'postgres';
              processes: {
                role: string;
                host: string;
                pid: number;
                version: string;
                commit: string;
                startedAt: string;
                lastSeenAt: string;
                live: boolean;
              }[];
              jobs: {
                name: string;
                intervalSeconds: number;
                lastRunAt: string | null;
                lastOkAt: string | null;
                nextRunAt: string | null;
                ok: boolean | null;
                failures: number;
                overdueSeconds: number;
                error: string;
              }[];
              queues: {
                deliveryOpen: number;
                deliveryOldestSeconds: number;
                webhooksPending: number;
                webhooksOldestSeconds: number;
              };
              failingIntegrations: {
                botId: number;
                guildName: string;
                integration: string;
                failures: number;
                lastError: string;
              }[];
              backups: {
                everyHours: number;
                newestAt: string | null;
                newestBytes: number | null;
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transfers/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The latest 100 transfers between players of the instance, newest first. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              fromPlayerId: number;
              toPlayerId: number;
              fromName: string;
              toName: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              source: 'discord' | 'in-game' | 'portal';
              createdAt: string;
              senderCredits: number | null;
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A leaderboard of the instance (players who opted out are left out). */
    get: {
      parameters: {
        query?: {
          metric?: 'earned' | 'votes' | 'kits' | 'playtime';
          period?: 'week' | 'month' | 'season' | 'all';
          season?: number;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              metric: 'earned' | 'votes' | 'kits' | 'playtime';
              /** @enum {string} */
              period: 'week' | 'month' | 'season' | 'all';
              since: string | null;
              until?: string | null;
              season?: number | null;
              rows: {
                rank: number;
                playerId: number;
                name: string;
                value: number;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/season/list/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The seasons started so far, newest first (with what each reset). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              number: number;
              name: string;
              startedAt: string;
              startedBy: string;
              settings: {
                name: string;
                resetKinds: (
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'playtime'
                  | 'tip4serv'
                  | 'admin_grant'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_in'
                  | 'refund'
                  | 'other'
                )[];
                /** @default false */
                resetStock: boolean;
                /** @default false */
                resetBuyLimits: boolean;
                /** @default false */
                resetCouponUses: boolean;
                /** @default  */
                announceChannelId: string;
              };
              summary: {
                since: string | null;
                players: number;
                affectedPlayers: number;
                creditsReset: number;
                creditsAlreadySpent: number;
                creditsKept: number;
                balancesBefore: number;
                balancesAfter: number;
                kinds: {
                  /** @enum {string} */
                  kind:
                    | 'vote'
                    | 'activity'
                    | 'passive_income'
                    | 'playtime'
                    | 'tip4serv'
                    | 'admin_grant'
                    | 'api'
                    | 'import'
                    | 'starting_credits'
                    | 'transfer_in'
                    | 'refund'
                    | 'other';
                  /** @enum {string} */
                  action: 'keep' | 'reset';
                  players: number;
                  credits: number;
                }[];
                stockRows: number;
                couponsWithUses: number;
              };
            }[];
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/season/preview/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description What starting a season with these choices would do now: players, credits by kind reset or kept (nothing is written). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            resetKinds: (
              | 'vote'
              | 'activity'
              | 'passive_income'
              | 'playtime'
              | 'tip4serv'
              | 'admin_grant'
              | 'api'
              | 'import'
              | 'starting_credits'
              | 'transfer_in'
              | 'refund'
              | 'other'
            )[];
            /** @default false */
            resetStock?: boolean;
            /** @default false */
            resetBuyLimits?: boolean;
            /** @default false */
            resetCouponUses?: boolean;
            /** @default  */
            announceChannelId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              since: string | null;
              players: number;
              affectedPlayers: number;
              creditsReset: number;
              creditsAlreadySpent: number;
              creditsKept: number;
              balancesBefore: number;
              balancesAfter: number;
              kinds: {
                /** @enum {string} */
                kind:
                  | 'vote'
                  | 'activity'
                  | 'passive_income'
                  | 'playtime'
                  | 'tip4serv'
                  | 'admin_grant'
                  | 'api'
                  | 'import'
                  | 'starting_credits'
                  | 'transfer_in'
                  | 'refund'
                  | 'other';
                /** @enum {string} */
                action: 'keep' | 'reset';
                players: number;
                credits: number;
              }[];
              stockRows: number;
              couponsWithUses: number;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/season/start/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Starts a new season in one transaction: a season_reset ledger entry per player whose balance goes down, the optional resets of stock, buy limits and coupon uses, the season row, an audit row. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            resetKinds: (
              | 'vote'
              | 'activity'
              | 'passive_income'
              | 'playtime'
              | 'tip4serv'
              | 'admin_grant'
              | 'api'
              | 'import'
              | 'starting_credits'
              | 'transfer_in'
              | 'refund'
              | 'other'
            )[];
            /** @default false */
            resetStock?: boolean;
            /** @default false */
            resetBuyLimits?: boolean;
            /** @default false */
            resetCouponUses?: boolean;
            /** @default  */
            announceChannelId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              season: {
                number: number;
                name: string;
                startedAt: string;
                startedBy: string;
                settings: {
                  name: string;
                  resetKinds: (
                    | 'vote'
                    | 'activity'
                    | 'passive_income'
                    | 'playtime'
                    | 'tip4serv'
                    | 'admin_grant'
                    | 'api'
                    | 'import'
                    | 'starting_credits'
                    | 'transfer_in'
                    | 'refund'
                    | 'other'
                  )[];
                  /** @default false */
                  resetStock: boolean;
                  /** @default false */
                  resetBuyLimits: boolean;
                  /** @default false */
                  resetCouponUses: boolean;
                  /** @default  */
                  announceChannelId: string;
                };
                summary: {
                  since: string | null;
                  players: number;
                  affectedPlayers: number;
                  creditsReset: number;
                  creditsAlreadySpent: number;
                  creditsKept: number;
                  balancesBefore: number;
                  balancesAfter: number;
                  kinds: {
                    /** @enum {string} */
                    kind:
                      | 'vote'
                      | 'activity'
                      | 'passive_income'
                      | 'playtime'
                      | 'tip4serv'
                      | 'admin_grant'
                      | 'api'
                      | 'import'
                      | 'starting_credits'
                      | 'transfer_in'
                      | 'refund'
                      | 'other';
                    /** @enum {string} */
                    action: 'keep' | 'reset';
                    players: number;
                    credits: number;
                  }[];
                  stockRows: number;
                  couponsWithUses: number;
                };
              };
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sends credits of the caller to another player of the instance (the owner's transfer rules apply; the fee is paid on top). The same idempotency key answers the first transfer again. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            toPlayerId: number;
            amount: number;
            idempotencyKey: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              fromPlayerId: number;
              toPlayerId: number;
              fromName: string;
              toName: string;
              amount: number;
              fee: number;
              /** @enum {string} */
              source: 'discord' | 'in-game' | 'portal';
              createdAt: string;
              senderCredits: number | null;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal/{guildId}/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The top players of the community by credits earned, votes or kits, this week, month or all time. */
    get: {
      parameters: {
        query?: {
          metric?: 'earned' | 'votes' | 'kits' | 'playtime';
          period?: 'week' | 'month' | 'season' | 'all';
          season?: number;
        };
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              metric: 'earned' | 'votes' | 'kits' | 'playtime';
              /** @enum {string} */
              period: 'week' | 'month' | 'season' | 'all';
              since: string | null;
              until?: string | null;
              season?: number | null;
              rows: {
                rank: number;
                playerId: number;
                name: string;
                value: number;
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    /** @description The caller leaves every leaderboard of the community (optOut true) or joins them again. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          guildId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            optOut: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              optOut: boolean;
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/playtime/{botId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Online minutes, sessions and playtime credits per player of one UTC day (default today), most minutes first, at most 500. */
    get: {
      parameters: {
        query?: {
          day?: string;
        };
        header?: never;
        path: {
          botId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              day: string;
              rows: {
                playerId: number;
                name: string;
                minutes: number;
                sessions: number;
                credits: number;
                servers: {
                  serverId: number;
                  name: string;
                  minutes: number;
                }[];
              }[];
            };
          };
        };
        '4XX': components['responses']['Error'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiError: {
      /** @description The HTTP status text, e.g. "Forbidden". */
      error: string;
      /** @description A readable message (shown to players for shop refusals). */
      message: string;
      /** @description Bad input (400): one message per field. */
      fields?: {
        [key: string]: string;
      };
      /**
       * @description Stable reason: which rule refused the action (shop refusals: purchases, vouchers, shop ranks), else the kind of error.
       * @enum {string}
       */
      code:
        | 'invalid_input'
        | 'not_logged_in'
        | 'forbidden'
        | 'conflict'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'unprocessable'
        | 'rate_limited'
        | 'internal_error'
        | 'upstream_failed'
        | 'unavailable'
        | 'database_unavailable'
        | 'sorting_index_taken'
        | 'server_limit'
        | 'rank_limit'
        | 'buyable_rank_limit'
        | 'kit_limit'
        | 'item_limit'
        | 'credits_below_zero'
        | 'balance_too_large'
        | 'tier_required'
        | 'not_of_instance'
        | 'api_key_invalid'
        | 'api_disabled'
        | 'instance_inactive'
        | 'duplicate_discord_id'
        | 'coupon_code_taken'
        | 'portal_off'
        | 'kits_not_offered'
        | 'ranks_not_offered'
        | 'in_game_shop_off'
        | 'gift_only_bought'
        | 'player_search_members_only'
        | 'not_found'
        | 'shop_disabled'
        | 'kit_disabled'
        | 'kit_not_buyable'
        | 'kit_empty'
        | 'item_group_required'
        | 'server_disabled'
        | 'server_not_allowed'
        | 'rank_required'
        | 'discord_role_required'
        | 'buy_limit'
        | 'missing_eos_id'
        | 'missing_steam_id'
        | 'missing_discord_id'
        | 'not_enough_credits'
        | 'no_voucher'
        | 'invalid_count'
        | 'idempotency_conflict'
        | 'idempotency_key_reused'
        | 'not_failed'
        | 'server_gone'
        | 'nothing_to_send'
        | 'not_unknown'
        | 'already_refunded'
        | 'purchase_delivering'
        | 'refund_too_large'
        | 'purchase_changed'
        | 'rank_buying_disabled'
        | 'rank_not_buyable'
        | 'rank_already_held'
        | 'rank_not_held'
        | 'trading_not_allowed'
        | 'trade_with_self'
        | 'coupon_invalid'
        | 'coupon_not_started'
        | 'coupon_expired'
        | 'coupon_used_up'
        | 'coupon_player_limit'
        | 'coupon_not_for_kit'
        | 'coupon_first_purchase'
        | 'coupon_min_price'
        | 'coupon_not_better'
        | 'sold_out'
        | 'gift_to_self'
        | 'gifts_not_available'
        | 'transfers_off'
        | 'transfer_to_self'
        | 'transfer_too_small'
        | 'transfer_too_large'
        | 'transfer_daily_limit'
        | 'transfer_account_too_new'
        | 'transfer_key_reused'
        | 'price_changed';
      /** @description `price_changed` (409): what the order would be charged now; nothing was charged. */
      price?: number;
    };
  };
  responses: {
    /** @description Error: `error` is the status text, `message` readable, `fields` the bad input (400), `code` the stable reason (one of `errorCodes`: the shop rule that refused the action, else the kind of error). */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
