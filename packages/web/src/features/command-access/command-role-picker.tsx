import { RoleSelect } from '../../components/role-select';
import { useCommandAccessT } from './texts';
import { useCommonT } from '../../lib/common-texts';

/** Discord role allowed to use one command; None = nobody; a deleted role shows DELETED ROLE (RoleSelect). */
export function CommandRolePicker(p: {
  label: string;
  purpose: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange(id: string): void;
}) {
  const t = useCommandAccessT();
  const help = p.value
    ? t('roleHelp', { command: p.label, purpose: p.purpose })
    : t('noneHelp', { command: p.label });
  return (
    <RoleSelect
      label={p.label}
      unset={useCommonT()('none')}
      value={p.value}
      disabled={p.disabled}
      helperText={p.error ?? help}
      onChange={p.onChange}
    />
  );
}
