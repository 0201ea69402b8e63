import { useSite } from '../../../app/site-context';
import worldLandUrl from '../../../assets/generated/world-land.svg';
import { mapHeight, mapWidth, projectToMap } from '../map-projection';

const graticule = {
  longitudes: [-150, -120, -90, -60, -30, 0, 30, 60, 90, 120, 150],
  latitudes: [60, 30, 0, -30],
};

/**
 * Locations drawn from their coordinates over a land outline generated at build time. The picture is
 * described by one text alternative; the list beside it carries the details.
 */
export function LocationMap() {
  const { content } = useSite();
  const { locations } = content;
  return (
    <div
      role="img"
      aria-label={locations.mapAlt}
      className="relative overflow-hidden rounded-(--radius-card) bg-petrol-50"
    >
      <img
        src={worldLandUrl}
        alt=""
        width={mapWidth}
        height={mapHeight}
        loading="lazy"
        className="block h-auto w-full"
      />
      <svg
        viewBox={`0 0 ${mapWidth} ${mapHeight}`}
        width={mapWidth}
        height={mapHeight}
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 h-full w-full"
      >
        <g stroke="#13494e" strokeOpacity="0.15" strokeWidth="1">
          {graticule.longitudes.map((lon) => {
            const { x } = projectToMap(0, lon);
            return <line key={`lon${lon}`} x1={x} x2={x} y1={0} y2={mapHeight} />;
          })}
          {graticule.latitudes.map((lat) => {
            const { y } = projectToMap(lat, 0);
            return <line key={`lat${lat}`} x1={0} x2={mapWidth} y1={y} y2={y} />;
          })}
        </g>
        {locations.items.map((location) => {
          const { x, y } = projectToMap(location.geo.lat, location.geo.lon);
          const isOffice = location.kind === 'salesOffice';
          return (
            <g key={location.id}>
              <circle cx={x} cy={y} r={isOffice ? 14 : 18} fill="#f28a1e" fillOpacity="0.25" />
              <circle
                cx={x}
                cy={y}
                r={isOffice ? 5 : 7}
                fill={isOffice ? '#ffffff' : '#f28a1e'}
                stroke="#08282b"
                strokeWidth="2.5"
              />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
