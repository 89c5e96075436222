// Matching options given on a script's command line as --set name=value (value is JSON, e.g. --set offTopicRatio=0).
import type { MatchOptions } from '../../backend/answering';

export function readOverrides(settings: string[]): Partial<MatchOptions> {
  return Object.fromEntries(
    settings.map((setting) => {
      const at = setting.indexOf('=');
      if (at < 0) throw new Error(`--set needs name=value, got ${setting}`);
      return [setting.slice(0, at), JSON.parse(setting.slice(at + 1))];
    }),
  );
}
