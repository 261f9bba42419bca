package org.ichto.soup.ui;

import org.ichto.shell.session.ReplayModel;
import org.ichto.shell.ui.NewsPanel;
import org.ichto.shell.ui.ReplayView;
import org.ichto.shell.ui.Settings;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.Marks;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.ui.board.SoupTheme;
import org.ichto.soup.ui.news.RecentMoves;
import org.ichto.soup.ui.news.SoupNews;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;

import javax.swing.JComponent;

/** A recorded position of Primordial Soup: the board as everyone sees it, the last decision marked, its summaries. */
final class SoupReplayView implements ReplayView<SoupState, SoupView, SoupDecision, SoupEvent> {
    private final SoupBoardPanel board;
    private final NewsPanel news;
    private final SoupNews newsText;

    SoupReplayView(SoupTexts texts, Settings settings) {
        board = new SoupBoardPanel(texts, settings.dark() ? SoupTheme.DARK : SoupTheme.LIGHT);
        board.setName("replay.board");
        news = new NewsPanel(texts, texts.get("panel.news.empty"), colour -> SeatIcon.of(colour, 14));
        newsText = new SoupNews(texts, SoupBoardLoader.standard());
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
    public void show(ReplayModel<SoupState, SoupView, SoupDecision, SoupEvent> model) {
        SoupState now = model.state();
        board.setState(SoupView.of(now, 0).state(), model.seats());
        int at = model.position();
        if (at == 0) {
            board.setMarks(Marks.NONE);
        } else {
            int from = Math.max(0, at - 1);
            board.setMarks(Marks.NONE.withRecent(RecentMoves.changed(model.stateAt(at - 1), now),
                    RecentMoves.arrows(model.events(), from), RecentMoves.roll(model.events(), from))
                    .withActing(RecentMoves.acting(now)));
        }
        news.show(newsText.recent(model.events(), model.seats(), model::stateAt, Integer.MAX_VALUE), Math.max(0, at - 1),
                model.seats());
    }
}
