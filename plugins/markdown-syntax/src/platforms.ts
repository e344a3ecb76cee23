/**
 * The platforms of the compatibility data, as writers list them in `data/compat/_platforms.json`
 * (column order, each locale's label, and for some what they cover: App is Android and iOS). The
 * build checks the file (`parsePlatforms` in platformList.ts); the browser code imports it as it is.
 */
export type Platform = string;
export type PlatformInfo = {readonly label: string; readonly covers?: string};

/** One platform's support as the widget shows it; `supported: null` when the documentation does not say. */
export type CompatCell = {supported: boolean | null; since?: string; note?: string};
export type CompatEntry = Record<Platform, CompatCell>;

/** The file's entries, as the build checked them: platform id → locale → label, plus `covers`. */
export type PlatformsFile = Record<Platform, Record<string, string | Record<string, string>>>;

/** The platform ids in column order. */
export function platformIds(file: PlatformsFile): Platform[] {
  return Object.keys(file);
}

/** A platform's label and what it covers, in a locale. */
export function platformInfo(file: PlatformsFile, platform: Platform, locale: string): PlatformInfo {
  const entry = file[platform]!;
  const covers = entry.covers as Record<string, string> | undefined;
  return {label: entry[locale] as string, ...(covers?.[locale] && {covers: covers[locale]})};
}
