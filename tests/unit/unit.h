/* See LICENSE file for copyright and license details.
 *
 * unit.h: the harness the unit tests share (tests/unit/main.c). A test
 * calls begin(name), one or more expect(), then end(), which prints one
 * line, `PASS: name` or `FAIL: name: the first failed check's detail`; a
 * test in which no expect() ran fails ("no expect ran").
 * Each tests/unit/MODULE.c tests MODULE.c and runs its tests from
 * unit_MODULE(), which main() calls; the core's (gitview.c and its
 * parts) are run by unit_core() in tests/unit/core.c, their fixture
 * (core.h), with winstub.c for the window.
 */

#define S(lit)  lit, sizeof(lit) - 1  /* a literal and its length */

extern int tfails;  /* the checks failed so far in the current test */

void begin(const char *name);
int expect(int ok, const char *fmt, ...);
void end(void);

/* s[0..n) printable for a message: C escapes, at most 60 bytes; four
 * calls may be in one message */
const char *show(const char *s, size_t n);

/* oracles written apart from util.c: strict UTF-8; no C0, DEL or C1 */
int validutf8(const char *s, size_t n);
int controlfree(const char *s, size_t n);

/* xorshift64*: the same "random" cases on every run */
void rngseed(unsigned long long s);
unsigned int rnd(unsigned int n);

/* the window of the core's tests (winstub.c): what the core last asked */
typedef struct {
	char title[1024];      /* win_title */
	char primary[1024];    /* win_ownprimary's text, copied */
	char clipboard[1024];  /* win_ownclipboard's */
	int nshow, npaste;     /* calls of win_show, win_paste */
} WinStub;
extern WinStub winstub;

void unit_util(void);
void unit_usercmd(void);
void unit_pipe(void);
void unit_parse(void);
void unit_graph(void);
void unit_listgeom(void);
void unit_core(void);
void unit_hunk(void);
void unit_views(void);
