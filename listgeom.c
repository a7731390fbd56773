/* See LICENSE file for copyright and license details.
 *
 * listgeom.c: the list's geometry, pure arithmetic on the widths of the
 * rows on screen (panes.c measures them): each lane column's x, squeezed
 * to a cap, the column under the pointer, the author and date columns.
 */
#include <stddef.h>

#include "listgeom.h"
#include "util.h"

void
listgeom_lanexinit(LaneX *lx, int x0, int pitch, int n, int cap)
{
	lx->x0 = x0;
	lx->pitch = MAX(1, pitch);
	lx->n = MAX(1, n);
	lx->full = lx->n;
	lx->last = x0 + (lx->n - 1) * lx->pitch;
	if (lx->last + lx->pitch / 2 <= cap || lx->n == 1)
		return;
	lx->full = MAX(1, MIN(lx->n - 1, (cap - x0) / 2 / lx->pitch));
	lx->last = MAX(x0 + lx->full * lx->pitch, cap - lx->pitch / 2);
}

int
listgeom_lanex(const LaneX *lx, int i)
{
	int base;

	if (i < lx->full || lx->full >= lx->n)
		return lx->x0 + i * lx->pitch;
	base = lx->x0 + (lx->full - 1) * lx->pitch;
	i = MIN(i, lx->n - 1);
	return base + (int)((long)(i - lx->full + 1) * (lx->last - base) /
	                    (lx->n - lx->full));
}

int
listgeom_lanexcol(const LaneX *lx, int x)
{
	int i, best = -1, d, bestd = lx->pitch / 2 + 1;

	for (i = 0; i < lx->n; i++) {
		d = x > listgeom_lanex(lx, i) ? x - listgeom_lanex(lx, i) :
		    listgeom_lanex(lx, i) - x;
		if (d < bestd || (d == bestd && best < 0))
			best = i, bestd = d;
	}
	return bestd <= lx->pitch / 2 ? best : -1;
}

/* the subject's room: on the widest row, on the median one */
static int
enough(const ColsIn *in, const Cols *c)
{
	int room = in->w - c->authorw - c->datew - in->charw;

	return room - in->widest >= in->subjectmin * in->charw &&
	    room - in->typical >= in->w * in->subjectpct / 100;
}

void
listgeom_cols(const ColsIn *in, Cols *out)
{
	out->authorw = (in->authorchars + 1) * in->charw;
	out->datew = in->datew + in->charw;
	out->day = 0;
	while (!enough(in, out)) {
		if (out->authorw > (in->authormin + 1) * in->charw)
			out->authorw -= in->charw;
		else if (out->authorw > 0)
			out->authorw = 0;
		else if (!out->day && out->datew > 0)
			out->day = 1, out->datew = in->dayw + in->charw;
		else if (out->datew > 0)
			out->datew = 0;
		else
			break;
	}
}
