// Step 5 of the wizard: a summary of what will be created.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOOL_MODULES, type Scenario, type Tools } from '../../../../schema/rules';
import type { BotBasicValues } from '../../bots/bot-form';

interface FinishStepProps {
  scenario: Scenario | null;
  tools: Tools;
  basic: BotBasicValues;
  packageName: string;
  files: File[];
}

export function FinishStep({ scenario, tools, basic, packageName, files }: FinishStepProps) {
  const { t } = useTranslation();
  const toolsOn = TOOL_MODULES.filter((name) => tools[name]).map((name) => t(`tools.${name}.label`));
  const rows: [string, string][] = [
    [t('wizard.summary.scenario'), scenario ? t(`scenario.${scenario}.title`) : ''],
    [t('wizard.summary.tools'), toolsOn.length > 0 ? toolsOn.join(', ') : t('wizard.summary.none')],
    [t('botForm.name'), basic.robot_name],
    [t('botForm.greeting'), basic.greeting_msg],
    [t('botForm.failed'), basic.failed_msg],
    [t('botForm.language'), basic.language ? t(`botLanguage.${basic.language}`) : ''],
    [t('botForm.package'), packageName],
    [t('wizard.summary.files'), files.length > 0 ? files.map((file) => file.name).join(', ') : t('wizard.summary.none')],
  ];
  return (
    <>
      <Text mb="sm">{t('wizard.summary.intro')}</Text>
      <Table withRowBorders={false} aria-label={t('wizard.summary.title')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="30%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
