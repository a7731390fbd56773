/* See LICENSE file for copyright and license details.
 *
 * revload: gitview's own cost a commit in a load, without git, X or the
 * event loop: `git rev-list --parents` output read from stdin into
 * memory once, then ROUNDS times framed into lines (buf_line), parsed
 * (parse_revids) and added to a graph (graph_add, cut as config.def.h
 * does) as load.c's reader does, then laid out to the last row
 * (graph_advance, as the loop does between events). Prints the least
 * CPU time of the rounds and a commit's share of it: a figure that a
 * busy machine does not blur as it does the wall clock of a load.
 *
 *	git rev-list --parents --all | tests/bench/revload [ROUNDS]
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"

#define ROUNDS 5

static double
one(const Buf *in, int *ncommits)
{
	Buf b = *in;
	Graph *g = NULL;
	RevLine r;
	const char *line;
	unsigned char *ids = NULL;
	size_t n, cap = 0;
	double t0 = util_cpums(), t;

	b.off = 0;
	while ((line = pipe_bufline(&b, &n))) {
		if (n / 2 + 1 > cap)
			ids = erealloc(ids, cap = n / 2 + 1 + cap);
		if (parse_revids(line, n, &r, ids) < 0)
			continue;
		if (!g) {
			g = graph_new(r.hashlen / 2, 0, 8);
			lanes_cut(g, 100, 5, 14);  /* config.def.h's */
		}
		graph_add(g, ids, ids + r.hashlen / 2, r.nids - 1,
		          r.mark == '-' ? GraphBoundary : 0);
	}
	if (g) {
		graph_done(g);
		while (!lanes_advance(g, 20000))
			;
	}
	t = util_cpums() - t0;
	*ncommits = g ? graph_rows(g) : 0;
	graph_free(g);
	free(ids);
	return t;
}

int
main(int argc, char *argv[])
{
	Buf in = { 0 };
	char chunk[65536];
	size_t r;
	int rounds = argc > 1 ? atoi(argv[1]) : ROUNDS, k, n = 0;
	double t, best = -1;

	while ((r = fread(chunk, 1, sizeof(chunk), stdin)) > 0)
		pipe_bufadd(&in, chunk, r);
	for (k = 0; k < MAX(1, rounds); k++) {
		t = one(&in, &n);
		best = best < 0 || t < best ? t : best;
	}
	printf("%d commits: %.1f ms CPU (least of %d), %.0f ns a commit\n",
	       n, best, MAX(1, rounds), n ? best * 1e6 / n : 0);
	pipe_buffree(&in);
	return 0;
}
