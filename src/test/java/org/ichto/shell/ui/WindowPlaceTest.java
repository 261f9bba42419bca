package org.ichto.shell.ui;

import org.junit.jupiter.api.Test;

import java.awt.Rectangle;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class WindowPlaceTest {
    /** A 1280x720 screen with a 30 pixel task bar at the bottom. */
    private static final Rectangle SMALL = new Rectangle(0, 0, 1280, 690);
    private static final Rectangle LARGE = new Rectangle(0, 0, 2560, 1400);

    @Test
    void theFirstStartFillsASmallScreenAndTakesMostOfALargeOne() {
        WindowPlace.Place small = WindowPlace.choose(Optional.empty(), false, List.of(SMALL), SMALL);
        assertThat(small.bounds()).isEqualTo(SMALL);
        assertThat(small.maximized()).isTrue();

        WindowPlace.Place large = WindowPlace.choose(Optional.empty(), false, List.of(LARGE), LARGE);
        assertThat(LARGE.contains(large.bounds())).isTrue();
        assertThat(large.bounds().width).isGreaterThan(2000);
        assertThat(large.bounds().height).isGreaterThan(1200);
        assertThat(large.maximized()).isFalse();
    }

    @Test
    void aRememberedPlaceOnAScreenIsKeptWithItsMaximizedState() {
        Rectangle right = new Rectangle(2560, 0, 1920, 1040);
        Rectangle saved = new Rectangle(2700, 100, 1200, 800);
        WindowPlace.Place p = WindowPlace.choose(Optional.of(saved), true, List.of(LARGE, right), LARGE);
        assertThat(p.bounds()).isEqualTo(saved);
        assertThat(p.maximized()).isTrue();
    }

    @Test
    void aPlaceOffEveryScreenIsIgnoredAndATooLargeOneShrinks() {
        // The second screen is gone: the window comes back fitted to the main screen.
        Rectangle gone = new Rectangle(2700, 100, 1200, 800);
        assertThat(WindowPlace.choose(Optional.of(gone), false, List.of(SMALL), SMALL).bounds()).isEqualTo(SMALL);
        // Only a sliver left on screen, or the title bar above it: as good as gone.
        assertThat(WindowPlace.choose(Optional.of(new Rectangle(1250, 100, 800, 600)), false, List.of(SMALL), SMALL)
                .bounds()).isEqualTo(SMALL);
        assertThat(WindowPlace.choose(Optional.of(new Rectangle(100, -500, 800, 600)), false, List.of(SMALL), SMALL)
                .bounds()).isEqualTo(SMALL);
        // A window from a larger screen fits the smaller one now.
        WindowPlace.Place shrunk = WindowPlace.choose(Optional.of(new Rectangle(50, 40, 1800, 1000)), false,
                List.of(SMALL), SMALL);
        assertThat(SMALL.contains(shrunk.bounds())).isTrue();
    }
}
