/* See LICENSE file for copyright and license details. */

/*
 * genrepo: write a synthetic history as a git fast-import stream.
 *
 *	genrepo NCOMMITS NBRANCHES | git fast-import
 *	genrepo -m NCOMMITS NTOPICS | git fast-import
 *
 * The history is a function of the two numbers alone: a fixed seed, a
 * fixed identity and dates that start at 1500000000 and step by 60 s.
 * About NBRANCHES long-running branches fork from main, commit in
 * parallel, and now and then merge into main (and main into them); a few
 * octopus merges of 3 to 5 parents join several at once. Branches also
 * end (merged into main, their ref deleted) and new ones start, so the
 * lanes of a graph get reused. Every commit changes one small file under
 * its branch's directory. Two commits on main are big, for the commit
 * pane: a third of the way in, an "import" adds BIGOLD files of BIGLINES
 * lines under big/; two thirds of the way in, a "reformat" rewrites every
 * line of those and adds BIGNEW more (BIGOLD + BIGNEW files, the largest
 * commit by far). The refs left are refs/heads/main and refs/heads/bN for
 * the branches still alive.
 *
 * With -m, a merge-heavy history instead, shaped as a busy host's pull
 * requests are: about NTOPICS short topic branches open at once, each
 * forked from main as it was 0 to MERGEBACK merges before and planned to
 * take 1 to TOPICMAX commits (3 on average), the commits of the open
 * ones interleaved; a topic that has all its commits is merged into main
 * by a "merge pull request" commit and its ref deleted. One commit in
 * DIRECTEVERY is made on main directly. So a merge closes about every
 * fourth commit: a quarter of the history is merges of two parents, as
 * on a real merge-heavy history. Every hundredth merge is tagged
 * (refs/tags/vN); the topics still open at the end keep their
 * refs/heads/tN.
 *
 * Start reading main().
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXBRANCHES 1000
#define NULLSHA "0000000000000000000000000000000000000000"
#define IDENT   "A U Thor <author@example.com>"
#define T0      1500000000L
#define STEP    60L
#define BIGPERDIR 100  /* files in each big/dNN */
#define BIGOLD  4000   /* files the import adds */
#define BIGNEW  1000   /* files the reformat adds */
#define BIGLINES 8
#define TOPICMAX 5     /* -m: commits a topic takes, at most */
#define MERGEBACK 3    /* -m: merges a topic's base lags main by, at most */
#define DIRECTEVERY 40 /* -m: one commit in this many is made on main */

typedef struct {
	unsigned long id;   /* the N of refs/heads/bN */
	unsigned long tip;  /* mark of its last commit */
	unsigned long n;    /* commits made on it */
	unsigned long done; /* tip when last merged into main */
	unsigned long len;  /* -m: the commits the topic takes */
} Branch;

static Branch br[MAXBRANCHES];
static unsigned long nbr;       /* live branches in br[] */
static unsigned long want;      /* how many branches to keep alive */
static unsigned long mark;      /* marks made so far = commits */
static unsigned long ncommits;
static unsigned long maintip;   /* mark of main's tip, 0 before the root */
static unsigned long mainn;
static unsigned long nextid;    /* id of the next branch started */
static unsigned long long rs = 0x9e3779b97f4a7c15ULL;
static int big;                 /* 1: the next commit is the import, 2: the reformat */
static unsigned long merged[MERGEBACK + 1];  /* -m: main's tips after its last merges */
static unsigned long nmerged;

static void
usage(void)
{
	fputs("usage: genrepo NCOMMITS NBRANCHES\n"
	      "       genrepo -m NCOMMITS NTOPICS\n", stderr);
	exit(2);
}

static unsigned long
number(const char *s, unsigned long max)
{
	char *end;
	unsigned long n;

	errno = 0;
	n = strtoul(s, &end, 10);
	if (errno || end == s || *end || *s == '-' || n > max)
		usage();
	return n;
}

/* splitmix64: fixed seed, so the same arguments give the same stream */
static unsigned long
rnd(unsigned long n)
{
	unsigned long long z;

	z = (rs += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	z ^= z >> 31;
	return n ? (unsigned long)(z % n) : 0;
}

/* 1 with probability num / 100000 */
static int
chance(unsigned long num)
{
	return rnd(100000) < num;
}

/* the file operations of the big commit big */
static void
bigfiles(void)
{
	char data[BIGLINES * 64];
	unsigned long i, nf;
	int j, len;

	nf = big == 1 ? BIGOLD : BIGOLD + BIGNEW;
	for (i = 0; i < nf; i++) {
		len = 0;
		for (j = 0; j < BIGLINES; j++)
			len += snprintf(data + len, sizeof(data) - len,
			                big == 2 && i < BIGOLD ?
			                "Line %d of file %lu, reformatted.\n" :
			                "line %d of file %lu\n", j + 1, i);
		printf("M 100644 inline big/d%02lu/f%04lu.txt\ndata %d\n%s",
		       i / BIGPERDIR, i, len, data);
	}
}

/*
 * Write one commit on ref; from is its first parent when the ref's tip
 * is not (0: the ref's own tip, or none), merge[0..nmerge) the others.
 * The commit changes dir/f. Returns its mark.
 */
static unsigned long
commit(const char *ref, const char *dir, unsigned long n, unsigned long from,
       const unsigned long *merge, int nmerge, const char *what)
{
	char msg[256], data[64];
	long t;
	int i, len;

	mark++;
	t = T0 + STEP * (long)mark;
	len = snprintf(msg, sizeof(msg), "%s: %s %lu\n\nCommit %lu of %lu.\n",
	               dir, what, n, mark, ncommits);
	printf("commit %s\nmark :%lu\n", ref, mark);
	printf("author " IDENT " %ld +0000\n", t);
	printf("committer " IDENT " %ld +0000\n", t);
	printf("data %d\n%s", len, msg);
	if (from)
		printf("from :%lu\n", from);
	for (i = 0; i < nmerge; i++)
		printf("merge :%lu\n", merge[i]);
	len = snprintf(data, sizeof(data), "%s %lu\n", dir, n);
	printf("M 100644 inline %s/f\ndata %d\n%s", dir, len, data);
	if (big)
		bigfiles();
	printf("\n");
	return mark;
}

static void
maincommit(const unsigned long *merge, int nmerge, const char *what)
{
	maintip = commit("refs/heads/main", "main", ++mainn, 0, merge, nmerge,
	                 what);
}

static void
branchcommit(Branch *b, unsigned long from, const unsigned long *merge,
             int nmerge, const char *what)
{
	char ref[64], dir[32];

	snprintf(ref, sizeof(ref), "refs/heads/b%lu", b->id);
	snprintf(dir, sizeof(dir), "b%lu", b->id);
	b->tip = commit(ref, dir, ++b->n, from, merge, nmerge, what);
}

static void
start(void)
{
	Branch *b;

	b = &br[nbr++];
	b->id = nextid++;
	b->n = 0;
	b->done = 0;
	branchcommit(b, maintip, NULL, 0, "start");
}

/* merge branch i into main and delete it; the last slot takes its place */
static void
finish(unsigned long i)
{
	maincommit(&br[i].tip, 1, "merge and end");
	printf("reset refs/heads/b%lu\nfrom " NULLSHA "\n\n", br[i].id);
	br[i] = br[--nbr];
}

static void
octopus(void)
{
	unsigned long m[4], pick[4], k, i, j;

	k = 2 + rnd(3);
	if (k > nbr)
		k = nbr;
	for (i = 0; i < k; i++) {
again:
		pick[i] = rnd(nbr);
		for (j = 0; j < i; j++)
			if (pick[j] == pick[i])
				goto again;
		m[i] = br[pick[i]].tip;
	}
	maincommit(m, (int)k, "octopus");
}

static void
step(void)
{
	Branch *b;

	if (!maintip) {
		maincommit(NULL, 0, "root");
		return;
	}
	/* the two big commits, at fixed places */
	if (ncommits >= 30 && (mark + 1 == ncommits / 3 || mark + 1 == 2 * (ncommits / 3))) {
		big = mark + 1 == ncommits / 3 ? 1 : 2;
		maincommit(NULL, 0, big == 1 ? "import" : "reformat");
		big = 0;
		return;
	}
	/* keep about want branches alive: fill quickly, end rarely */
	if (nbr < want && chance(nbr < want / 2 ? 20000 : 3000)) {
		start();
		return;
	}
	if (nbr > 0 && nbr * 2 >= want && chance(150UL * nbr / want + 1)) {
		finish(rnd(nbr));
		return;
	}
	if (nbr >= 3 && chance(100)) {
		octopus();
		return;
	}
	if (nbr > 0 && chance(3000)) {
		b = &br[rnd(nbr)];
		if (b->done != b->tip) {
			b->done = b->tip;
			maincommit(&b->tip, 1, "merge");
			return;
		}
	}
	if (nbr > 0 && chance(400)) {
		b = &br[rnd(nbr)];
		branchcommit(b, 0, &maintip, 1, "sync with main");
		return;
	}
	if (nbr == 0 || chance(5000)) {
		maincommit(NULL, 0, "change");
		return;
	}
	branchcommit(&br[rnd(nbr)], 0, NULL, 0, "change");
}

/* -m: a commit on topic b, planned to take len commits, the first
 * forked from main some merges back */
static void
topiccommit(Branch *b)
{
	char ref[64], dir[32];
	unsigned long from = 0, back;

	if (b->n == 0) {
		back = rnd(MERGEBACK + 1);
		from = back < nmerged ? merged[(nmerged - 1 - back) % (MERGEBACK + 1)] : maintip;
	}
	snprintf(ref, sizeof(ref), "refs/heads/t%lu", b->id);
	snprintf(dir, sizeof(dir), "t%02lu", b->id % 40);
	b->tip = commit(ref, dir, ++b->n, from, NULL, 0, "topic change");
}

/* -m: the pull request b merged into main, its ref deleted */
static void
topicmerge(unsigned long i)
{
	maincommit(&br[i].tip, 1, "merge pull request");
	printf("reset refs/heads/t%lu\nfrom " NULLSHA "\n\n", br[i].id);
	merged[nmerged++ % (MERGEBACK + 1)] = maintip;
	if (nmerged % 100 == 0)
		printf("reset refs/tags/v%lu\nfrom :%lu\n\n", nmerged / 100, maintip);
	br[i] = br[--nbr];
}

static void
mergestep(void)
{
	Branch *b;
	unsigned long i;

	if (!maintip) {
		maincommit(NULL, 0, "root");
		return;
	}
	if (chance(100000 / DIRECTEVERY)) {
		maincommit(NULL, 0, "direct change");
		return;
	}
	if (nbr == 0 || (nbr < want && chance(30000))) {
		b = &br[nbr++];
		b->id = nextid++;
		b->n = 0;
		b->len = 1 + rnd(TOPICMAX);
		topiccommit(b);
		return;
	}
	i = rnd(nbr);
	if (br[i].n < br[i].len)
		topiccommit(&br[i]);
	else
		topicmerge(i);
}

int
main(int argc, char *argv[])
{
	static char obuf[1 << 16];
	int merges = argc == 4 && !strcmp(argv[1], "-m");

	if (argc != 3 && !merges)
		usage();
	ncommits = number(argv[1 + merges], 100000000UL);
	want = number(argv[2 + merges], MAXBRANCHES);
	setvbuf(stdout, obuf, _IOFBF, sizeof(obuf));
	printf("feature done\n");
	while (mark < ncommits)
		merges ? mergestep() : step();
	printf("done\n");
	if (fflush(stdout) == EOF || ferror(stdout)) {
		perror("genrepo: stdout");
		return 1;
	}
	return 0;
}
