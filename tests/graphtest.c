/* See LICENSE file for copyright and license details.
 *
 * graphtest: lane layout as ASCII, for the golden tests in tests/graph.
 * Reads lines `commit ID PARENTS...` (`boundary ID` for a --boundary
 * commit, `done` when git would finish, `keep` first for a user's own
 * order, `cut MINGAP STUB [MAXLANES]` first to cut long lines as graph_cut does,
 * `print` to print the rows so far, as while git still streams, `filter
 * ID...` to print at the end the view graph_filter keeps of those
 * commits), adds them as gitview does, and prints every row as two lines,
 * the upper and lower half of each lane:
 *
 *	* |    M   0 1       the dot, lanes passing; then the colours
 *	|\ \               lower half: |, diagonals \ and /, ~ a stub
 *
 * A line cut: v ends the lower half (down arrow), ^ starts the upper half
 * (up arrow); after the colours, each arrow as vCOLOUR=ID or ^COLOUR=ID,
 * ID the commit at its other end (a line back to a parent that a lane
 * waits for already puts its arrow on that lane, ^ over |). A lane moving
 * a column left is / between the columns.
 *
 * graphtest -r SCREEN MINGAP STUB MAXLANES reads `git rev-list --parents`
 * (a - before a boundary commit) instead and prints the lane columns of
 * the widest row of a screen of SCREEN rows at the top and at ten places
 * through the history, cut as graph_cut MINGAP STUB MAXLANES (0 0 0: not
 * cut): the benchmark's figures for a real list_history (tests/bench/bench.sh).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "util.h"

#define MAXNAMES 100000
#define MAXPAR   64

static char *names[MAXNAMES];
static int nnames;

static void
idof(const char *name, unsigned char *id)
{
	int i;

	for (i = 0; i < nnames && strcmp(names[i], name); i++)
		;
	if (i == nnames) {
		if (nnames == MAXNAMES)
			die("too many names");
		names[nnames++] = estrdup(name);
	}
	memset(id, 0, 20);
	id[0] = i & 255, id[1] = i >> 8 & 255, id[2] = i >> 16 & 255;
	id[19] = 1;
}

static const char *
nameof(const unsigned char *id)
{
	return names[id[0] | id[1] << 8 | id[2] << 16];
}

static void
show(Graph *g, int row)
{
	Cell cells[256];
	char up[600], lo[600];
	int w, col, i, j, n;

	w = lanes_layout(g, row, cells, LEN(cells), &col);
	w = MIN(w, (int)LEN(cells));
	n = 2 * w;
	memset(up, ' ', n), memset(lo, ' ', n);
	for (i = 0; i < w; i++) {
		if (cells[i].flags & CellDot)
			up[2 * i] = cells[i].flags & CellHollow ? 'o' : '*';
		else if (cells[i].flags & CellCutUp)
			up[2 * i] = '^';
		else if (cells[i].flags & CellUp)
			up[2 * i] = '|';
		if (cells[i].flags & CellLeft)
			lo[2 * i - 1] = '/';
		else if (cells[i].flags & CellCutDown)
			lo[2 * i] = 'v';
		if (cells[i].flags & (CellTo | CellFrom)) {
			lo[2 * i] = cells[i].flags & CellTo || i > col ? '\\' : '/';
			if (cells[i].flags & CellTo)
				lo[2 * i] = '/';
			for (j = MIN(i, col) + 1; j < MAX(i, col); j++)
				if (lo[2 * j] == ' ')
					lo[2 * j] = '-';
		} else if (cells[i].flags & CellDown) {
			lo[2 * i] = '|';
		} else if (cells[i].flags & CellStub) {
			lo[2 * i] = '~';
		}
	}
	while (n > 0 && up[n - 1] == ' ')
		n--;
	printf("%.*s%*s%s  %d", n, up, 2 * w - n + 2, "",
	       nameof(graph_id(g, graph_commit(g, row))), cells[col].up);
	for (i = 0; i < w; i++)
		if (cells[i].flags & CellFrom)
			printf(" %d", cells[i].join);
	for (i = 0; i < w; i++)
		if (cells[i].flags & (CellCutDown | CellCutUp))
			printf(" %c%d=%s", cells[i].flags & CellCutDown ? 'v' : '^',
			       cells[i].arrow, nameof(graph_id(g, lanes_arrow(g, row, i))));
	putchar('\n');
	for (n = 2 * w; n > 0 && lo[n - 1] == ' '; n--)
		;
	printf("%.*s\n", n, lo);
}

static void
showall(Graph *g)
{
	int r;

	for (r = 0; r < graph_rows(g); r++)
		show(g, r);
}

/* the view of g that keeps the commits named in the rest of the line */
static Graph *
filter(Graph *g, char **save)
{
	unsigned char id[20], *keep = ecalloc(graph_size(g) + 1, 1);
	char *tok;
	Graph *f;
	int c;

	while ((tok = strtok_r(NULL, " \t\n", save))) {
		idof(tok, id);
		if ((c = graph_find(g, id)) >= 0)
			keep[c] = 1;
	}
	f = graph_filter(g, keep);
	free(keep);
	return f;
}

/* the widest row of the screen from row top */
static int
screenwidth(Graph *g, int top, int screen)
{
	int r, w = 0, col;

	for (r = top; r < MIN(graph_rows(g), top + screen); r++)
		w = MAX(w, lanes_layout(g, r, NULL, 0, &col));
	return w;
}

static int
revlist(int screen, int mingap, int stub, int maxlanes)
{
	static char line[65536];
	unsigned char id[32], par[MAXPAR * 32];
	Graph *g = graph_new(20, 0, 8);
	char *tok, *save;
	int np, flags, k, top, w, most = 0;

	lanes_cut(g, mingap, stub, maxlanes);
	while (fgets(line, sizeof(line), stdin)) {
		flags = line[0] == '-' ? GraphBoundary : 0;
		if (!(tok = strtok_r(line + !!flags, " \n", &save)) ||
		    hex_decode(tok, 20, id) < 0)
			continue;
		for (np = 0; np < MAXPAR && (tok = strtok_r(NULL, " \n", &save)); np++)
			if (hex_decode(tok, 20, par + np * 20) < 0)
				break;
		graph_add(g, id, par, np, flags);
	}
	graph_done(g);
	for (k = 0; k <= 10; k++) {
		top = (int)((long long)MAX(0, graph_rows(g) - screen) * k / 10);
		w = screenwidth(g, top, screen);
		most = MAX(most, w);
		printf("rows %d-%d: %d lanes\n", top, MIN(graph_rows(g), top + screen) - 1, w);
	}
	printf("most: %d lanes, %d rows\n", most, graph_rows(g));
	graph_free(g);
	return 0;
}

int
main(int argc, char *argv[])
{
	char line[8192], *tok, *save;
	unsigned char id[20], par[MAXPAR * 20];
	Graph *g = NULL, *f = NULL;
	int np, flags, opts = 0, mingap = 0, stub = 0, maxlanes = 0;

	if (argc == 6 && !strcmp(argv[1], "-r"))
		return revlist(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), atoi(argv[5]));

	while (fgets(line, sizeof(line), stdin)) {
		tok = strtok_r(line, " \t\n", &save);
		if (!tok || tok[0] == '#')
			continue;
		if (!strcmp(tok, "keep")) {
			opts |= GraphKeepOrder;
			continue;
		}
		if (!strcmp(tok, "cut")) {
			mingap = atoi(strtok_r(NULL, " \t\n", &save));
			stub = atoi(strtok_r(NULL, " \t\n", &save));
			tok = strtok_r(NULL, " \t\n", &save);
			maxlanes = tok ? atoi(tok) : 0;
			continue;
		}
		if (!g) {
			g = graph_new(20, opts, 8);
			lanes_cut(g, mingap, stub, maxlanes);
		}
		if (!strcmp(tok, "done")) {
			graph_done(g);
			continue;
		}
		if (!strcmp(tok, "print")) {
			showall(g);
			printf("--\n");
			continue;
		}
		if (!strcmp(tok, "filter")) {
			f = filter(g, &save);
			continue;
		}
		flags = !strcmp(tok, "boundary") ? GraphBoundary : 0;
		if (!(tok = strtok_r(NULL, " \t\n", &save)))
			continue;
		idof(tok, id);
		for (np = 0; np < MAXPAR && (tok = strtok_r(NULL, " \t\n", &save)); np++)
			idof(tok, par + np * 20);
		graph_add(g, id, par, np, flags);
	}
	if (!g)
		return 0;
	showall(f ? f : g);
	graph_free(f);
	graph_free(g);
	return 0;
}
