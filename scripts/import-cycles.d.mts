export interface AppSources {
  dirs: string[];
  aliases: Record<string, string>;
}
export function importCycles(dirs: string[], aliases?: Record<string, string>): { files: number; cycles: string[][] };
export const STOREFRONT: AppSources;
export const COMMERCE: AppSources;
