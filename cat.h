/* See LICENSE file for copyright and license details.
 *
 * cat.h: the commits' text from one `git cat-file --batch` (cat.c): the
 * rows' subject and author, kept in a small cache, and the selection's
 * whole commit. Needs parse.h first.
 */
#define TEXTCACHE     2048   /* rows whose text is kept: a power of two */

/* the text of one row */
typedef struct {
	int commit;
	int used, loaded;    /* a slot in use; cat-file answered */
	int seen;            /* the pass of the list that last showed it */
	long long atime;
	char subject[256];
	char author[64];
} RowText;

int cat_start(void);                /* git cat-file --batch started */
void cat_request(int c, int whole);  /* its row text, or its whole message */
const RowText *cat_rowtext(int c);      /* NULL until cat-file answers */
const RowText *cat_want(int c);    /* rowtext, asked for if it is not */
void cat_pass(void);                /* a new pass of the rows shown */
const char *cat_body(size_t *n);    /* during EvText: the whole commit, or NULL */
void cat_decodename(const CommitInfo *ci, const Span *name, char *out, size_t cap);
