package org.ichto.urland.ui;

import org.ichto.shell.session.ReplayModel;
import org.ichto.shell.ui.ReplayView;
import org.ichto.shell.ui.NewsPanel;
import org.ichto.shell.ui.Settings;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.ui.board.BoardTheme;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.ui.news.News;
import org.ichto.urland.ui.news.RecentChanges;
import org.ichto.urland.ui.text.UrlandTexts;
import org.ichto.urland.view.SeatView;

import javax.swing.JComponent;

/** A recorded position of Urland: the board as everyone sees it, the last decision's places outlined. */
final class UrlandReplayView implements ReplayView<GameState, SeatView, Decision, GameEvent> {
    private final BoardPanel board = new BoardPanel();
    private final NewsPanel news;
    private final org.ichto.urland.ui.news.NewsText newsText;

    UrlandReplayView(UrlandTexts texts, Settings settings) {
        board.setLabels(BoardLabels.of(texts));
        board.setTheme(settings.dark() ? BoardTheme.DARK : BoardTheme.LIGHT);
        news = new NewsPanel(texts, texts.get("panel.news.empty"), colour -> SeatIcon.of(colour, 14));
        newsText = new org.ichto.urland.ui.news.NewsText(texts);
    }

    @Override
    public JComponent board() {
        return board;
    }

    @Override
    public JComponent summaries() {
        return news;
    }

    @Override
    public void show(ReplayModel<GameState, SeatView, Decision, GameEvent> model) {
        board.setState(SeatView.of(model.state(), 0).state(), model.seats());
        // The last decision's places outlined, as in the game window; its summaries marked new.
        int at = model.position();
        board.setHighlights(at == 0 ? Highlights.NONE : Highlights.NONE.withChanged(
                RecentChanges.places(model.stateAt(at - 1), model.state())));
        news.show(newsText.entries(News.recent(model.events(), Integer.MAX_VALUE), model.seats()), Math.max(0, at - 1),
                model.seats());
    }
}
