package org.ichto.soup.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.ui.RandomGameProbe;
import org.ichto.soup.SoupGame;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.Marks;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.view.SoupView;

import javax.swing.JComponent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/** Primordial Soup's board for the window probe: positions of a random game, with made-up marks as after a move. */
final class SoupBoardProbe extends RandomGameProbe<SoupState> {
    private final SoupBoardPanel board;
    private final Supplier<List<Seat>> seats;

    SoupBoardProbe(SoupBoardPanel board, Supplier<List<Seat>> seats, Runnable restore) {
        super(SoupGame.INSTANCE, s -> SoupView.of(s, 0).state(), restore);
        this.board = board;
        this.seats = seats;
    }

    @Override
    public JComponent board() {
        return board;
    }

    @Override
    public void setAfterPaint(Runnable afterPaint) {
        board.setAfterPaint(afterPaint);
    }

    @Override
    public boolean showsGame() {
        return board.state() != null;
    }

    @Override
    public void show(int i, SeededRandom rng, boolean newGround) {
        if (newGround) {
            board.setTheme(board.theme()); // a new painter: the ground picture is painted again
        }
        board.setState(position(i), seats.get());
        board.setMarks(marks(rng, position(i)));
    }

    /** Marks as after a move: places to click, two spaces changed, an amoeba's step to a neighbouring space, a die. */
    private static Marks marks(SeededRandom rng, SoupState s) {
        int players = s.players();
        Set<Integer> targets = new HashSet<>();
        int n = 2 + rng.nextInt(5);
        while (targets.size() < n) {
            targets.add(rng.nextInt(SoupBoard.SPACES));
        }
        Set<Integer> changed = new HashSet<>(List.of(rng.nextInt(SoupBoard.SPACES), rng.nextInt(SoupBoard.SPACES)));
        int from = rng.nextInt(SoupBoard.SPACES);
        int mask = s.board().neighbours(from);
        int to = from;
        for (int skip = mask == 0 ? 0 : rng.nextInt(Integer.bitCount(mask)); mask != 0; skip--) {
            to = Integer.numberOfTrailingZeros(mask);
            mask &= mask - 1;
            if (skip == 0) {
                break;
            }
        }
        List<Marks.Arrow> arrows = List.of(new Marks.Arrow(rng.nextInt(players), from, to));
        return Marks.NONE.withTargets(targets, Set.of())
                .withRecent(changed, arrows, new Marks.Roll(rng.nextInt(players), 1, List.of(1 + rng.nextInt(6))));
    }
}
