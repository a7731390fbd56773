/* See LICENSE file for copyright and license details.
 *
 * tests/unit/listgeom.c: listgeom.c. Lane columns squeezed to a cap
 * (in order, within it, the first ones at full pitch), the column under
 * a pointer, and the author and date columns giving way at narrow widths
 * (700 pixels: the subject gets half the row, never under 20 characters
 * while something can still give way).
 */
#include <stdio.h>

#include <stddef.h>

#include "listgeom.h"
#include "util.h"
#include "unit.h"

static void
test_lanex(void)
{
	LaneX lx;
	int i, ok = 1;

	begin("lanex: columns that fit keep the pitch");
	listgeom_lanexinit(&lx, 9, 14, 5, 400);
	for (i = 0; i < 5; i++)
		ok &= expect(listgeom_lanex(&lx, i) == 9 + 14 * i, "column %d at %d", i, listgeom_lanex(&lx, i));
	expect(listgeom_lanexcol(&lx, 9 + 14 * 3 + 6) == 3 && listgeom_lanexcol(&lx, 9 + 14 * 3 - 6) == 3,
	       "column at x: %d", listgeom_lanexcol(&lx, 9 + 14 * 3 + 6));
	expect(listgeom_lanexcol(&lx, 9 + 14 * 4 + 8) == -1, "right of the last column: %d",
	       listgeom_lanexcol(&lx, 9 + 14 * 4 + 8));
	end();

	begin("lanex: an octopus of 30 squeezed within a cap of 200");
	listgeom_lanexinit(&lx, 9, 14, 30, 200);
	ok = expect(lx.full >= 1 && lx.full < 30, "%d at full pitch", lx.full);
	for (i = 0; i < lx.full; i++)
		ok &= expect(listgeom_lanex(&lx, i) == 9 + 14 * i, "column %d at %d", i, listgeom_lanex(&lx, i));
	for (i = 1; i < 30; i++)
		ok &= expect(listgeom_lanex(&lx, i) >= listgeom_lanex(&lx, i - 1), "column %d left of %d", i, i - 1);
	expect(listgeom_lanex(&lx, 29) + 14 / 2 <= 200, "the last column at %d", listgeom_lanex(&lx, 29));
	expect(listgeom_lanex(&lx, lx.full) - listgeom_lanex(&lx, lx.full - 1) < 14, "not squeezed");
	end();
}

static ColsIn
at(int w, int widest, int typical)
{
	ColsIn in = { 0 };

	in.w = w, in.charw = 8, in.widest = widest, in.typical = typical;
	in.datew = 16 * 8, in.dayw = 10 * 8;
	in.authorchars = 16, in.authormin = 8, in.subjectmin = 20, in.subjectpct = 50;
	return in;
}

static int
room(const ColsIn *in, const Cols *c, int x)
{
	return in->w - x - c->authorw - c->datew - in->charw;
}

static void
test_listcols(void)
{
	ColsIn in;
	Cols c;

	begin("listcols: wide: every column whole");
	in = at(1400, 250, 60);
	listgeom_cols(&in, &c);
	expect(c.authorw == 17 * 8 && c.datew == 17 * 8 && !c.day, "author %d date %d day %d",
	       c.authorw, c.datew, c.day);
	end();

	begin("listcols: 700 pixels: the subject gets half the row");
	in = at(700, 250, 60);
	listgeom_cols(&in, &c);
	expect(room(&in, &c, in.typical) >= 350, "subject %d", room(&in, &c, in.typical));
	expect(room(&in, &c, in.widest) >= 20 * 8, "widest row's subject %d",
	       room(&in, &c, in.widest));
	expect(c.datew > 0, "the date went");
	end();

	begin("listcols: the author shrinks before it goes, then the date drops its time");
	in = at(660, 60, 60);
	listgeom_cols(&in, &c);
	expect(c.authorw > 0 && c.authorw < 17 * 8 && c.datew == 17 * 8,
	       "author %d date %d", c.authorw, c.datew);
	in = at(400, 60, 60);
	listgeom_cols(&in, &c);
	expect(c.authorw == 0 && c.day && c.datew == 11 * 8, "author %d date %d day %d",
	       c.authorw, c.datew, c.day);
	end();

	begin("listcols: a wide octopus row alone keeps 20 characters");
	in = at(1000, 560, 60);
	listgeom_cols(&in, &c);
	expect(room(&in, &c, in.widest) >= 20 * 8, "widest row's subject %d",
	       room(&in, &c, in.widest));
	end();
}

void
unit_listgeom(void)
{
	test_lanex();
	test_listcols();
}
