// The bonus campaigns, disabled and past ones too; a new one or a change opens the campaign form.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorCampaign } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { LoadedTable, Notice } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { dateTime, money } from '../../../money';
import { bonusesApi } from '../api/calls';
import { CampaignForm, kindLabel, NEW_CAMPAIGN } from './CampaignForm';

/** who may claim it, in a few words */
function eligibility(campaign: OperatorCampaign): string {
  const rules = [
    campaign.newPlayerDays !== null && t('registered within {days} days', { days: campaign.newPlayerDays }),
    campaign.firstDepositOnly && t('no deposit yet'),
    campaign.code !== null && t('code {code}', { code: campaign.code }),
    t(`once per ${campaign.oncePer}`),
  ];
  return rules.filter(Boolean).join(' · ');
}

export function CampaignsSection() {
  const queryClient = useQueryClient();
  const { data, error, isFetching: loading } = useQuery({ queryKey: ['bonusCampaigns'], queryFn: () => bonusesApi.campaigns() });
  const [editing, setEditing] = useState<OperatorCampaign>();
  // a saved campaign also reaches the grant form's list (the granted bonuses tab)
  const { notice, done } = useNotice(() => queryClient.invalidateQueries({ queryKey: ['bonusCampaigns'] }));
  return (
    <Stack gap="4">
      {!editing && (
        <Button alignSelf="start" onClick={() => setEditing({ ...NEW_CAMPAIGN, startsAt: new Date().toISOString() })}>
          {t('New campaign')}
        </Button>
      )}
      <Notice text={notice} />
      {editing && (
        <CampaignForm
          key={editing.id ?? 'new'}
          campaign={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            done(message);
          }}
        />
      )}
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No campaigns yet.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Schedule')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Eligibility')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Wagering')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(campaigns) =>
          campaigns.map((campaign) => (
            <Table.Row key={campaign.id}>
              <Table.Cell>
                <Text>{campaign.title.en}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {campaign.title.tr}
                </Text>
              </Table.Cell>
              <Table.Cell>{kindLabel(campaign.kind)}</Table.Cell>
              <Table.Cell fontSize="xs">
                {dateTime(campaign.startsAt)} – {campaign.endsAt ? dateTime(campaign.endsAt) : t('no end')}
              </Table.Cell>
              <Table.Cell fontSize="xs">{eligibility(campaign)}</Table.Cell>
              <Table.Cell fontSize="xs">
                {t('{multiplier}× in {days} days, max bet {maxBet}', {
                  multiplier: campaign.wagering.multiplier,
                  days: campaign.wagering.days,
                  maxBet: money(campaign.wagering.maxBet),
                })}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={campaign.enabled ? 'green' : 'gray'}>{t(campaign.enabled ? 'Enabled' : 'Disabled')}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Button size="sm" variant="outline" aria-label={t('Edit {name}', { name: campaign.title.en })} onClick={() => setEditing(campaign)}>
                  {t('Edit')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
