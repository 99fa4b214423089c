import { showroomPolicy } from '@koers/shared/permissions/showroom.policy';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDossiers } from '../../features/dossiers/api/get-dossiers';
import { type StaffBlock, useCandidateOptions } from '../../features/showrooms/api/showrooms-api';
import { useCurrentContext } from '../../lib/session/current-context';

/** A chosen candidate; `detail` (work wish, region) helps tell options apart while choosing. */
type Option = { id: string; name: string; detail?: string | null };

/** A block being composed; `key` keeps React's identity while blocks move. */
export type DraftBlock = { key: number } & (
  | { type: 'text'; text: string }
  | { type: 'candidates'; title: string; candidates: Option[] }
  | { type: 'call_to_action'; label: string; text: string; action: 'contact' | 'link'; url: string }
);

let nextKey = 1;
const keyed = <T,>(block: T) => ({ ...block, key: nextKey++ });

export const newBlock = {
  text: () => keyed({ type: 'text' as const, text: '' }),
  candidates: () => keyed({ type: 'candidates' as const, title: 'Kandidaten', candidates: [] as Option[] }),
  call_to_action: () =>
    keyed({ type: 'call_to_action' as const, label: 'Neem contact op', text: '', action: 'contact' as const, url: '' }),
};

/** The saved blocks as drafts (candidate names as far as known). */
export function draftsOf(blocks: StaffBlock[], candidateNames?: Map<string, string>): DraftBlock[] {
  return blocks.map((block) => {
    if (block.type === 'text') return keyed({ type: 'text' as const, text: block.text });
    if (block.type === 'candidates') {
      return keyed({
        type: 'candidates' as const,
        title: block.title ?? '',
        candidates: block.dossierIds.map((id, index) => ({
          id,
          name: candidateNames?.get(id) ?? `Kandidaat ${index + 1}`,
        })),
      });
    }
    return keyed({
      type: 'call_to_action' as const,
      label: block.label,
      text: block.text ?? '',
      action: block.action ?? 'contact',
      url: block.url ?? '',
    });
  });
}

/** The drafts as the API takes them (empty optional texts as null). */
export function blocksOf(drafts: DraftBlock[]): StaffBlock[] {
  return drafts.map((draft): StaffBlock => {
    if (draft.type === 'text') return { type: 'text', text: draft.text };
    if (draft.type === 'candidates') {
      return { type: 'candidates', title: draft.title.trim() || null, dossierIds: draft.candidates.map((c) => c.id) };
    }
    return {
      type: 'call_to_action',
      label: draft.label,
      text: draft.text.trim() || null,
      action: draft.action,
      url: draft.action === 'link' ? draft.url : null,
    };
  });
}

const TYPE_LABELS: Record<DraftBlock['type'], string> = {
  text: 'Tekst',
  candidates: 'Kandidaten',
  call_to_action: 'Oproep',
};

const dossierParams = (q: string) =>
  ({ view: 'active', access: 'everyone', q, sort: 'name', direction: 'asc', page: 1, coach: null }) as const;

/**
 * The showroom's content as a list of blocks (issue 35.1): texts, candidate selections and calls
 * to action, added, removed and moved up or down; `errorAt` gives the server's detail at a pointer.
 */
export function ShowroomBlockEditor({
  blocks,
  onChange,
  errorAt,
}: {
  blocks: DraftBlock[];
  onChange: (blocks: DraftBlock[]) => void;
  errorAt: (pointer: string) => string | undefined;
}) {
  const replace = (index: number, block: DraftBlock) => onChange(blocks.map((b, i) => (i === index ? block : b)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    if (block) next.splice(index + by, 0, block);
    onChange(next);
  };
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Inhoud
      </Typography>
      {blocks.length === 0 ? <Typography color="text.secondary">Nog geen blokken.</Typography> : null}
      {blocks.map((block, index) => {
        const at = (field: string) => errorAt(`/data/attributes/contentBlocks/${index}/${field}`);
        const name = `Blok ${index + 1} (${TYPE_LABELS[block.type].toLowerCase()})`;
        return (
          <Box
            key={block.key}
            component="section"
            aria-label={name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
                {index + 1}. {TYPE_LABELS[block.type]}
              </Typography>
              <IconButton aria-label={`${name} omhoog`} disabled={index === 0} onClick={() => move(index, -1)}>
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`${name} omlaag`}
                disabled={index === blocks.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`${name} verwijderen`}
                onClick={() => onChange(blocks.filter((b) => b !== block))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <BlockFields block={block} onChange={(changed) => replace(index, changed)} at={at} />
          </Box>
        );
      })}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(['text', 'candidates', 'call_to_action'] as const).map((type) => (
          <Button key={type} variant="outlined" size="small" onClick={() => onChange([...blocks, newBlock[type]()])}>
            {TYPE_LABELS[type]} toevoegen
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

function BlockFields({
  block,
  onChange,
  at,
}: {
  block: DraftBlock;
  onChange: (block: DraftBlock) => void;
  at: (field: string) => string | undefined;
}) {
  if (block.type === 'text') {
    return (
      <TextField
        label="Tekst"
        value={block.text}
        onChange={(event) => onChange({ ...block, text: event.target.value })}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(at('text'))}
        helperText={at('text')}
      />
    );
  }
  if (block.type === 'candidates') {
    return (
      <Stack spacing={2}>
        <TextField
          label="Titel"
          value={block.title}
          onChange={(event) => onChange({ ...block, title: event.target.value })}
          fullWidth
          error={Boolean(at('title'))}
          helperText={at('title')}
        />
        <CandidatePicker
          value={block.candidates}
          onChange={(candidates) => onChange({ ...block, candidates })}
          error={at('dossierIds')}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <TextField
        label="Tekst van de knop"
        value={block.label}
        onChange={(event) => onChange({ ...block, label: event.target.value })}
        fullWidth
        error={Boolean(at('label'))}
        helperText={at('label')}
      />
      <TextField
        label="Toelichting (niet verplicht)"
        value={block.text}
        onChange={(event) => onChange({ ...block, text: event.target.value })}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(at('text'))}
        helperText={at('text')}
      />
      <RadioGroup
        aria-label="Wat de knop doet"
        value={block.action}
        onChange={(event) => onChange({ ...block, action: event.target.value === 'link' ? 'link' : 'contact' })}
      >
        <FormControlLabel value="contact" control={<Radio />} label="Contact opnemen (een gesprek met jou)" />
        <FormControlLabel value="link" control={<Radio />} label="Naar een internetadres" />
      </RadioGroup>
      {block.action === 'link' ? (
        <TextField
          label="Internetadres"
          value={block.url}
          onChange={(event) => onChange({ ...block, url: event.target.value })}
          placeholder="https://"
          fullWidth
          error={Boolean(at('url'))}
          helperText={at('url')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Kandidaten of a block: a coach searches the dossiers they may list (also who has not agreed yet:
 * the consent flow then asks); an account manager, who does not read the dossier list, searches the
 * candidates who may appear before employers (docs/decisions.md).
 */
function CandidatePicker({
  value,
  onChange,
  error,
}: {
  value: Option[];
  onChange: (value: Option[]) => void;
  error: string | undefined;
}) {
  const { actor } = useCurrentContext();
  const any = showroomPolicy.chooseAnyCandidate(actor);
  const [query, setQuery] = useState('');
  const dossiers = useDossiers(actor.organizationId, dossierParams(query), any);
  const consented = useCandidateOptions({ q: query }, !any);
  const options: Option[] = any
    ? (dossiers.data?.items.map((item) => ({ id: item.id, name: item.name })) ?? [])
    : (consented.data?.map((item) => ({
        id: item.id,
        name: item.name,
        detail: [item.occupation, item.region].filter(Boolean).join(' · ') || null,
      })) ?? []);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setQuery(text);
      }}
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box>
            {option.name}
            {option.detail ? (
              <Typography variant="body2" color="text.secondary">
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        </li>
      )}
      loading={any ? dossiers.isFetching : consented.isFetching}
      loadingText="Zoeken…"
      noOptionsText={any ? 'Geen kandidaten gevonden' : 'Geen kandidaten met toestemming gevonden'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Kandidaten"
          error={Boolean(error)}
          helperText={
            error ?? (any ? undefined : 'Alleen kandidaten die zelf en via hun coach toestemming gaven voor showrooms.')
          }
        />
      )}
    />
  );
}
