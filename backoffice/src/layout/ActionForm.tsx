// The scaffold of a one-line action on a screen (a grant, a balance adjustment, a stake limit, a
// credential): a titled box around its fields and buttons side by side, the refusal of the last try
// and the server's answer under them. The form's element is handed to onSubmit.
import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { Failure, Notice } from './states';

interface ActionFormProps {
  title: string;
  /** how many cells a row holds on wider screens (one a row on phones) */
  columns: number;
  /** the buttons after the fields, the submit button among them */
  actions: ReactNode;
  onSubmit: (form: HTMLFormElement) => void;
  error?: string;
  notice?: string;
  children: ReactNode;
}

export function ActionForm({ title, columns, actions, onSubmit, error, notice, children }: ActionFormProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading size="md" mb="3">
        {title}
      </Heading>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: columns }} gap="3" alignItems="end" mb="2">
          {children}
          {actions}
        </SimpleGrid>
      </form>
      {error && <Failure message={error} />}
      <Notice text={notice} />
    </Box>
  );
}
