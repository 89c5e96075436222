// One switch per tool module (PRODUCT.md §3), shared by the wizard and the settings page.
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOOL_MODULES, type Tools } from '../../../schema/rules';

export function ToolSwitches({ tools, onChange }: { tools: Tools; onChange: (tools: Tools) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {TOOL_MODULES.map((name) => (
        <Switch
          key={name}
          label={t(`tools.${name}.label`)}
          description={t(`tools.${name}.description`)}
          checked={tools[name]}
          onChange={(event) => onChange({ ...tools, [name]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}

/** The six booleans of a tools object, without the __typename a query adds. */
export function pickTools(tools: Tools): Tools {
  return Object.fromEntries(TOOL_MODULES.map((name) => [name, tools[name]])) as Tools;
}
