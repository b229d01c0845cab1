import type { TFunction } from 'i18next';
import type { Option } from '../../ui/form/fields';

/** Select options from a constant list, labelled from `forms.<group>.<value>`. */
export function optionsOf(values: readonly string[], group: string, t: TFunction): Option[] {
  return values.map((value) => ({ value, label: t(`forms.${group}.${value}`) }));
}
