import { RoleSelect } from '../../components/role-select';

/** Discord role allowed to use one command; None = nobody; a deleted role shows DELETED ROLE (RoleSelect). */
export function CommandRolePicker(p: {
  label: string;
  purpose: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange(id: string): void;
}) {
  const help = p.value
    ? `Members with this role may use ${p.label} (${p.purpose}).`
    : `None: nobody may use ${p.label}.`;
  return (
    <RoleSelect
      label={p.label}
      unset="None"
      value={p.value}
      disabled={p.disabled}
      helperText={p.error ?? help}
      onChange={p.onChange}
    />
  );
}
