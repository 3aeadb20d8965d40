/**
 * The outside services a user can link (spec document 4 §1): the seven publishing platforms, the
 * design service and the stock media service. The limits registry, the server's providers and the
 * web app's platforms screen all key on these ids.
 */
export const PUBLISHING_PLATFORMS = ["linkedin", "x", "facebook", "instagram", "youtube", "medium", "gmail"] as const;
export const ASSET_SERVICES = ["canva", "pexels"] as const;
export const PLATFORM_IDS = [...PUBLISHING_PLATFORMS, ...ASSET_SERVICES] as const;

export type PublishingPlatformId = (typeof PUBLISHING_PLATFORMS)[number];
export type AssetServiceId = (typeof ASSET_SERVICES)[number];
export type PlatformId = (typeof PLATFORM_IDS)[number];

export const isPlatformId = (value: string): value is PlatformId => (PLATFORM_IDS as readonly string[]).includes(value);
