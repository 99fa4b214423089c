import { Pagination } from '@mui/material';

/** The page numbers under a list, named in Dutch; nothing when everything fits on one page. */
export function PagePicker({
  pages,
  page,
  onPage,
  size,
  siblingCount,
}: {
  pages: number;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  size?: 'small';
  siblingCount?: number;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={page}
      onChange={(_event, next) => onPage(next)}
      {...(size ? { size } : {})}
      {...(siblingCount === undefined ? {} : { siblingCount })}
      getItemAriaLabel={(type, number) =>
        type === 'page' ? `Pagina ${number}` : type === 'next' ? 'Volgende pagina' : 'Vorige pagina'
      }
    />
  );
}
