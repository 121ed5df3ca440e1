import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import type { Country } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { FormSelect } from '@arena/forms';
import { useDialogApi } from '../dialog-api';
import { COUNTRY_LIST_DELAY_MS, defaultCountryId } from './registration';

/** Country select: the list of auth/form, applied after 300 ms with Türkiye (235) chosen. */
export function CountryField() {
  const t = useT();
  const api = useDialogApi();
  const form = useForm();
  const [countries, setCountries] = useState<Country[]>([]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    api
      .authForm()
      .then(({ countries: list }) => {
        if (!live) return;
        timer = setTimeout(() => {
          setCountries(list);
          form.change('country', defaultCountryId(list));
        }, COUNTRY_LIST_DELAY_MS);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, form]);

  return <FormSelect name="country" label={t('Country')} numeric placeholder={t('Country')} options={countries.map((c) => ({ value: c.id, label: c.name }))} />;
}
