/* See LICENSE file for copyright and license details.
 *
 * blame.h: blame of the file view's file (blame.c), as the file view
 * and the window read it. Needs parse.h first.
 */
typedef struct {
	char hex[HEXMAX + 1];
	char author[64];
	long long atime;
	char summary[160];
	char prevhex[HEXMAX + 1];
	const char *prevpath;   /* str_keep's, as path */
	int boundary;
	const char *path;       /* the file the lines were in at hex (str_keep's) */
} BlameEnt;

/* blame path at rev (git -C TOP when the paths are from the top): what
 * came before is dropped; -1 when git cannot run */
int blame_start(const char *rev, const char *path);
void blame_stop(void);
void blame_forget(void);          /* stop, and free what was read */
int blame_running(void);
void blame_lines(int n);          /* the file has n lines */
int blame_index(int i);           /* line i's entry: -1 while not known */
const BlameEnt *blame_ann(int i); /* line i's commit, or NULL */
int blame_shade(int i);           /* the shade of line i's group */
int blame_moved(void);            /* lines found in another file */
int blame_orig(int i);            /* line i's number at its commit: 0 unknown */
const char *blame_from(int i, int *line);  /* the other file line i came from */
size_t blame_opts(char *buf, size_t cap);  /* the options on: "-w -C -C" or "" */
int blame_option(int key, int restart);    /* toggle the option of a key */
int blame_bymerge(void);          /* --first-parent: lines by the merge that brought them */
