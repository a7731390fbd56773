/* See LICENSE file for copyright and license details.
 *
 * tests/unit/coretest.h: what the core's tests share, from tests/unit/core.c:
 * the window they run in, a graph of made-up ids shown as loaded, the
 * keys pressed as x.c presses them, git's output fed to the parts'
 * readers, and the checks they all make. The tests of each part are in
 * the file named for it (list.c, pane.c, find.c, goto.c, gitview.c);
 * unit_core() runs them. Needs the core's headers first.
 */

/*
 * The window, as x.c's layout() sets it up: 1000x700, a 16-pixel row.
 * 700 - 16 for the status line is 684, less the goto bar (18) 666; the
 * list has 45% of it, 299 pixels, 18 whole rows; the commit pane the
 * rest less a divider, 366 pixels, 22 rows, 70% of the width; the
 * files pane beside it as high.
 */
#define WINW      1000
#define WINH      700
#define ROWH      16
#define LISTH     299
#define LISTROWS  18
#define TEXTROWS  22
#define FILEROWS  22
#define TEXTW     700
#define CHARW     8      /* the font's cell: the columns that fit */

#define NROWS     60    /* the rows of mkgraph(NROWS), the graph most tests use */
extern const int markrows[4];  /* rows whose ids start with ab, which sha:ab finds; in order */
extern const char sidediff[];  /* diff-tree's output for a patch of two files */
extern const size_t sidediffn;

int marked(int r);
const char *hexof(int r);
Graph *mkgraph(int n);
void usegraph_local(Graph *g, int unstaged, int staged, const char *head);
void usegraph(Graph *g);
void uselocal(int unstaged, int staged, int head);
void drawn_all(void);
void key(void (*func)(const Arg *), int i);
void typein(void (*edkey)(int, const char *, int), const char *s);
void findtyped(int kind, const char *pattern);
void feeddiff(const char *out, size_t n);
int diffwanted(void);
void atrow(int r, const char *what);
void statusis(const char *want, int err, const char *what);
const char *firstline(void);

/* the tests of each part, run by unit_core() */
void unit_gitview(void);
void unit_load(void);
void unit_list(void);
void unit_pane(void);
void unit_find(void);
void unit_goto(void);
