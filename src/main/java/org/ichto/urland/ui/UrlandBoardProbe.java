package org.ichto.urland.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.ui.RandomGameProbe;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.view.SeatView;

import javax.swing.JComponent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/** Urland's board for the window probe: positions of a random game, with made-up highlights as after a move. */
final class UrlandBoardProbe extends RandomGameProbe<GameState> {
    private final BoardPanel board;
    private final Supplier<List<Seat>> seats;

    UrlandBoardProbe(BoardPanel board, Supplier<List<Seat>> seats, Runnable restore) {
        super(UrlandGame.INSTANCE, s -> SeatView.of(s, 0).state(), restore);
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
        return board.getState() != null;
    }

    @Override
    public void show(int i, SeededRandom rng, boolean newGround) {
        if (newGround) {
            board.setTheme(board.getTheme()); // a new painter: the ground picture is painted again
        }
        board.setState(position(i), seats.get());
        board.setHighlights(highlights(rng));
    }

    private static Highlights highlights(SeededRandom rng) {
        Set<Integer> targets = new HashSet<>();
        int n = 2 + rng.nextInt(7);
        while (targets.size() < n) {
            targets.add(rng.nextInt(Board.PLACES));
        }
        Set<Integer> changed = new HashSet<>(List.of(rng.nextInt(Board.PLACES), rng.nextInt(Board.PLACES)));
        int selected = rng.nextInt(3) == 0 ? targets.iterator().next() : -1;
        return new Highlights(targets, selected, -1, changed);
    }
}
