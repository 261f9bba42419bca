package org.ichto.urland.ui.board;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Rules;
import org.ichto.shell.ui.pictures.GroundPicture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When regions merge (or split again on an undo), only the part of the ground that changed is painted again, and the
 * board looks exactly as if all of it had been.
 */
class ChangedGroundTest {
    /** Each test paints its own grounds: none copied from another test's painter. */
    @BeforeEach
    void paintOwnGrounds() {
        GroundPicture.forgetRecent();
    }

    /** The positions of a random game at which the regions differ from the position before. */
    private static List<GameState> regionChanges(long seed) {
        List<GameState> changes = new ArrayList<>();
        GameState s = UrlandGame.newGame(4, seed);
        SeededRandom rng = new SeededRandom(seed);
        changes.add(s);
        while (!s.isOver()) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
            if (!Arrays.equals(BoardPainter.regionsOf(s), BoardPainter.regionsOf(changes.get(changes.size() - 1)))) {
                changes.add(s);
            }
        }
        return changes;
    }

    /** The board's ground alone (pieces come from pictures that may have been made at another fraction of a pixel). */
    private static BufferedImage paint(BoardPainter painter, GameState s, double scale) {
        BufferedImage img = new BufferedImage((int) Math.ceil(900 * scale), (int) Math.ceil(560 * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.scale(scale, scale);
            painter.drawGround(g, s, 900, 560);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
        int differing = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    differing++;
                }
            }
        }
        return differing;
    }

    private static void assertPaintedInPartsAsWhole(List<GameState> positions, double scale, BoardTheme theme) {
        BoardPainter kept = new BoardPainter(theme, Labels.DEFAULT);
        for (int i = 0; i < positions.size(); i++) {
            GameState s = positions.get(i);
            BufferedImage inParts = paint(kept, s, scale);
            BufferedImage whole = paint(new BoardPainter(theme, Labels.DEFAULT), s, scale);
            assertThat(differingPixels(inParts, whole)).as("position %d at scale %s: pixels that differ", i, scale)
                    .isZero();
        }
        assertThat(kept.groundsPainted()).as("grounds painted whole").isEqualTo(1);
        assertThat(kept.groundsUpdated()).as("grounds painted in part").isPositive()
                .isLessThanOrEqualTo(positions.size() - 1);
    }

    @Test
    void mergedRegionsRepaintOnlyTheirPartAndLookAsIfPaintedWhole() {
        List<GameState> changes = regionChanges(5);
        assertThat(changes).as("a game in which regions merge").hasSizeGreaterThan(3);
        for (double scale : new double[] {1, 1.5}) {
            assertPaintedInPartsAsWhole(changes, scale, BoardTheme.LIGHT);
        }
        assertPaintedInPartsAsWhole(changes.subList(0, 4), 2, BoardTheme.DARK);
    }

    @Test
    void regionsSplitAgainOnAnUndoLookAsBefore() {
        List<GameState> back = new ArrayList<>(regionChanges(8));
        Collections.reverse(back);
        assertPaintedInPartsAsWhole(back, 1, BoardTheme.DARK);
    }

    @Test
    void theSameRegionsNumberedAnotherWayPaintNothingAgain() {
        BoardPainter painter = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
        List<GameState> changes = regionChanges(5);
        paint(painter, changes.get(1), 1);
        paint(painter, changes.get(1), 1);
        assertThat(painter.groundsPainted()).isEqualTo(1);
        assertThat(painter.groundsUpdated()).isZero();
    }

    @Test
    void aNewGamesBoardIsMadeFromTheLastBoardsGroundPaintingOnlyWhatDiffers() {
        List<GameState> changes = regionChanges(5);
        GameState start = changes.get(0);
        GameState late = changes.get(changes.size() - 1);
        BufferedImage whole = paint(new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT), start, 1);

        // The last game's board ends with merged regions; the next game's begins with none.
        paint(new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT), late, 1);
        BoardPainter prepared = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
        prepared.prepareGround(start, 900, 560, 1, 1);
        assertThat(differingPixels(paint(prepared, start, 1), whole)).as("prepared from the last ground").isZero();
        assertThat(prepared.groundsPainted()).isZero();

        paint(new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT), late, 1);
        BoardPainter direct = new BoardPainter(BoardTheme.LIGHT, Labels.DEFAULT);
        assertThat(differingPixels(paint(direct, start, 1), whole)).as("drawn from the last ground").isZero();
        assertThat(direct.groundsPainted()).isZero();

        // Another theme is painted whole.
        BoardPainter dark = new BoardPainter(BoardTheme.DARK, Labels.DEFAULT);
        paint(dark, start, 1);
        assertThat(dark.groundsPainted()).isEqualTo(1);
    }
}
