import { useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import type { StaffCustomerHit } from '../../../shop/schemas/staff';
import { staffErrorMessage, staffQuery } from '../../../shop/staff/staffTools';
import { Button, TextField } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import {
  Actions,
  Alert,
  FieldWithAction,
  Form,
  List,
  Muted,
  Panel,
  Row,
  SectionHeading,
  Status,
} from '../staff.styles';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; hits: StaffCustomerHit[] }
  | { status: 'failed'; message: MessageKey };

/** The lookup: a search field, then the customers found (announced), each with "Velg". */
export function CustomerSearch({
  headingRef,
  onChoose,
  onCreate,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (customer: StaffCustomerHit) => void;
  onCreate: () => void;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  // Only the newest search's answer is shown.
  const latest = useRef(0);
  const field = useRef<HTMLInputElement>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffQuery(typed);
    if ('problem' in checked) {
      setProblem(checked.problem);
      field.current?.focus();
      return;
    }
    setProblem(null);
    const ticket = (latest.current += 1);
    setState({ status: 'loading', query: checked.query });
    try {
      const hits = await client.searchCustomers(checked.query);
      if (ticket === latest.current) setState({ status: 'done', query: checked.query, hits });
    } catch (failure) {
      if (ticket === latest.current)
        setState({ status: 'failed', message: staffErrorMessage(failure, 'search') });
    }
  };

  const announcement =
    state.status === 'loading'
      ? t('staff.search.busy')
      : state.status === 'done'
        ? state.hits.length === 0
          ? t('staff.search.none', { query: state.query })
          : t('staff.search.results', { count: state.hits.length, query: state.query })
        : '';

  return (
    <Panel aria-labelledby="staff-search-heading">
      <SectionHeading id="staff-search-heading" ref={headingRef} tabIndex={-1}>
        {t('staff.search.heading')}
      </SectionHeading>
      <Form
        role="search"
        aria-labelledby="staff-search-heading"
        noValidate
        onSubmit={(event) => void search(event)}
      >
        <FieldWithAction>
          <TextField
            ref={field}
            type="search"
            label={t('staff.search.label')}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              if (problem) setProblem(null);
            }}
            isInvalid={problem !== null}
            errorMessage={problem ? t(problem) : undefined}
            autoComplete="off"
          />
          <Button type="submit" isLoading={state.status === 'loading'}>
            {t('staff.search.submit')}
          </Button>
        </FieldWithAction>
      </Form>
      <Status role="status" data-search-status>
        {announcement}
      </Status>
      {state.status === 'failed' ? (
        <Alert role="alert">
          <p>{t(state.message)}</p>
        </Alert>
      ) : null}
      {state.status === 'done' && state.hits.length > 0 ? (
        <List aria-label={t('staff.search.heading')}>
          {state.hits.map((hit) => (
            <Row key={hit.customerNumber}>
              <div>
                <p>
                  <strong>{hit.name}</strong>
                </p>
                <Muted>
                  {t('staff.search.customerNumber', { number: hit.customerNumber })} · {hit.email} ·{' '}
                  {hit.mobile}
                  {hit.city ? ` · ${hit.city}` : ''}
                </Muted>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('staff.search.chooseLabel', { name: hit.name })}
                onPress={() => onChoose(hit)}
              >
                {t('staff.search.choose')}
              </Button>
            </Row>
          ))}
        </List>
      ) : null}
      <Actions>
        <Button variant="secondary" onPress={onCreate}>
          {t('staff.create.open')}
        </Button>
      </Actions>
    </Panel>
  );
}
