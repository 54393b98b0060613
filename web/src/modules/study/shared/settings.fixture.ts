import { conflictAnswer } from '../../../test/conflict';

export type StudySetting = { allowNegative: boolean; holidays: string[]; version: number; updateTime?: string };

/**
 * The study settings as the upstream keeps them, for a component test: read and saved on their version (a save
 * on another version is refused as a conflict, nothing written); `change` saves them "in another tab".
 */
export function studySettings(first: StudySetting) {
  let setting = first;
  return {
    answers: {
      'studySetting.get': () => setting,
      'studySetting.save': (input: unknown) => {
        const i = input as { allowNegative: boolean; holidays: string[]; version?: number };
        if (i.version !== setting.version) throw conflictAnswer('studySetting.save');
        setting = { allowNegative: i.allowNegative, holidays: i.holidays, version: setting.version + 1 };
        return setting;
      },
    },
    change: (patch: Partial<StudySetting>) => {
      setting = { ...setting, ...patch };
    },
  };
}
