/* See LICENSE file for copyright and license details.
 *
 * hunk.h: what is worked out of a patch's hunks as they stream (hunk.c):
 * the changed words of paired lines, and the rows of side by side. Pure:
 * the lines are given with their kind from parse_patch_line (parse.h).
 */

#define WORDLINEMAX  1024  /* longer lines keep their whole-line colour */
#define WORDCOLS     8     /* a combined diff's columns paired, at most */

/* the bytes [s, e) of a line that differ from its pair; s == e: none */
typedef struct {
	unsigned int s, e;
} WordSpan;

/* The changed part of an old line a and its new line b: what lies
 * between their common prefix and suffix, grown to whole words (as
 * diff-highlight does). Lines with nothing in common, or longer than
 * WORDLINEMAX, get none. skip: the bytes of the +/- columns. */
void hunk_words(const char *a, size_t an, const char *b, size_t bn,
                size_t skip, WordSpan *sa, WordSpan *sb);

/* The pairing: in each hunk, a run of removed lines followed by added
 * lines is paired line by line, first with first; in a combined diff,
 * column by column. hunk_pair takes the patch's lines in order (idx, its
 * kind, its text) and puts in pairs (WORDCOLS of them) the removed lines
 * an added line pairs with, one a column at most; returns how many. */
typedef struct {
	struct HunkCol {
		int *del;          /* the run's removed lines */
		int ndel, cap;
		int nadd;          /* added lines paired so far */
		int adding;        /* past the removed lines */
	} col[WORDCOLS];
} HunkPairs;
int hunk_pair(HunkPairs *p, int idx, int kind, const char *s, size_t n,
              int ncols, int *pairs);
void hunk_pairs_clear(HunkPairs *p);
void hunk_pairs_free(HunkPairs *p);

/* Side by side: rows of old text on the left and new on the right.
 * A context line stands on both sides; removed and added lines of a run
 * pair row by row, a side with no line left blank (-1); every other line
 * (file headers, hunk headers, a combined diff's lines) is a whole row
 * (SideWhole). "\ No newline at end of file" after a removed or an
 * added line stands on that line's side, as a line of its run with no
 * number (so a symlink's change is two rows: the targets, and the
 * note of each side); after a context line it is a whole row. Each side
 * has its line number (0: none). */
enum { SidePair, SideWhole };
typedef struct {
	int left, right;           /* patch lines, or -1 */
	int lno, rno;
	int kind;
} SideRow;
typedef struct {
	SideRow *row;
	int n, cap;
	int *rowof;                /* the row of each line */
	int nlines, lcap;
	int fill;                  /* the run's next row for an added line, or -1 */
	int adding;
	int prev;                  /* the kind of the line before */
	long oldno, newno;         /* the next lines' numbers in the hunk */
} Side;
void hunk_side_add(Side *sd, int kind, const char *s, size_t n, int ncols);
void hunk_side_clear(Side *sd);
void hunk_side_free(Side *sd);
